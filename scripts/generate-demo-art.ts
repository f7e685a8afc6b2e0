/**
 * Draws the demo films' posters (600×900) and banners (1920×720) as small SVG files in
 * `embedded/demo-art/`, committed with the repository: `npx tsx scripts/generate-demo-art.ts`.
 * Everything is drawn here from shapes and gradients (no downloads, no fonts shipped: only the
 * generic sans-serif and serif families). The demo loader renders the SVGs to PNG with sharp.
 * Pass `--png DIR` to also write PNG renders there, to look at them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_MOVIES, type DemoMovie } from '../embedded/src/demo/movies.ts';

type Certificate = 'U' | 'UA' | 'A';
type SceneKind =
  | 'skyline'
  | 'planet'
  | 'river'
  | 'cricket'
  | 'haveli'
  | 'peaks'
  | 'road'
  | 'kites'
  | 'ocean'
  | 'temple'
  | 'boats'
  | 'promenade';

interface Art {
  scene: SceneKind;
  certificate: Certificate;
  tagline: string;
  /** Sky gradient, top to bottom. */
  sky: [string, string, string];
  /** Title fill: top and bottom of its gradient. */
  title: [string, string];
  /** Glow and highlight colour of the scene. */
  accent: string;
  font: 'sans-serif' | 'serif';
  /** The studio line at the top of the poster. */
  studio: string;
}

const ART: Record<string, Art> = {
  'neon-monsoon': {
    scene: 'skyline',
    certificate: 'UA',
    tagline: 'The city never sleeps. Tonight, neither does she.',
    sky: ['#07021a', '#3b0b63', '#ff2e88'],
    title: ['#ffffff', '#ff5fb0'],
    accent: '#ff2e88',
    font: 'sans-serif',
    studio: 'Barsaat Pictures',
  },
  'the-last-orbit': {
    scene: 'planet',
    certificate: 'UA',
    tagline: 'Home is 400 million kilometres away.',
    sky: ['#01020a', '#0a1838', '#1d3b6e'],
    title: ['#ffffff', '#9fd3ff'],
    accent: '#7cc4ff',
    font: 'sans-serif',
    studio: 'Halcyon Skyworks',
  },
  'kaveri-kaatru': {
    scene: 'river',
    certificate: 'U',
    tagline: 'Some winds carry a promise.',
    sky: ['#2b1b4f', '#c2466c', '#ffb25e'],
    title: ['#fff4dc', '#ffc37a'],
    accent: '#ffd28a',
    font: 'serif',
    studio: 'Thendral Talkies',
  },
  'gully-cricket-club': {
    scene: 'cricket',
    certificate: 'U',
    tagline: 'One lane. Eleven dreamers. Zero pitch.',
    sky: ['#17245e', '#5b4bb7', '#ff9a5a'],
    title: ['#fff7c2', '#ffb22e'],
    accent: '#ffd54a',
    font: 'sans-serif',
    studio: 'Chauka Films',
  },
  'haveli-no-9': {
    scene: 'haveli',
    certificate: 'A',
    tagline: 'Some doors were locked for a reason.',
    sky: ['#010504', '#0b2823', '#24524a'],
    title: ['#f1f6e6', '#9fb89a'],
    accent: '#ff9d2e',
    font: 'serif',
    studio: 'Andhera Studios',
  },
  'simha-garjane': {
    scene: 'peaks',
    certificate: 'UA',
    tagline: 'When the hills call, he answers.',
    sky: ['#250404', '#a3160f', '#ff7a1a'],
    title: ['#fff1c9', '#ffb347'],
    accent: '#ffd36b',
    font: 'sans-serif',
    studio: 'Ghats Cinemas',
  },
  'desert-run': {
    scene: 'road',
    certificate: 'UA',
    tagline: '1,200 miles. No brakes. No way back.',
    sky: ['#2e1650', '#ff6a3d', '#ffc46b'],
    title: ['#ffffff', '#ffcf70'],
    accent: '#ff3b3b',
    font: 'sans-serif',
    studio: 'Mirage Road Pictures',
  },
  'tiffin-tales': {
    scene: 'kites',
    certificate: 'U',
    tagline: 'Lunch is served. The drama is free.',
    sky: ['#2f9ee8', '#8fd3ff', '#ffe8a3'],
    title: ['#ffffff', '#ffe066'],
    accent: '#ff5d5d',
    font: 'sans-serif',
    studio: 'Dabba Entertainment',
  },
  'deep-blue-signal': {
    scene: 'ocean',
    certificate: 'UA',
    tagline: 'Something down there is answering.',
    sky: ['#3fb8c9', '#0a4d7a', '#010a16'],
    title: ['#e9ffff', '#5ff5ff'],
    accent: '#5ff5ff',
    font: 'sans-serif',
    studio: 'Fathom Line Films',
  },
  'godavari-gold': {
    scene: 'temple',
    certificate: 'UA',
    tagline: 'The river remembers where the treasure sleeps.',
    sky: ['#3d1a00', '#b8660b', '#ffd46b'],
    title: ['#fff6cf', '#f2b632'],
    accent: '#ffe08a',
    font: 'serif',
    studio: 'Pushkara Creations',
  },
  'paper-boats': {
    scene: 'boats',
    certificate: 'U',
    tagline: 'Every great journey starts in a puddle.',
    sky: ['#5d7f96', '#a9c3cf', '#e3edf0'],
    title: ['#ffffff', '#ffe27a'],
    accent: '#ffcc33',
    font: 'serif',
    studio: 'Kaagaz Films',
  },
  'sea-face-serenade': {
    scene: 'promenade',
    certificate: 'UA',
    tagline: 'Two voices. One city. All night long.',
    sky: ['#140c3b', '#5a2a82', '#f28cb1'],
    title: ['#fff0f6', '#ffb3d1'],
    accent: '#ffd77a',
    font: 'serif',
    studio: 'Sea Wall Music & Films',
  },
};

// ---------------------------------------------------------------------------------------------
// Small helpers

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const n = (v: number) => Math.round(v * 10) / 10;
const pts = (points: [number, number][]) => points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

/** A seeded random generator (mulberry32), so the art is the same on every run. */
function random(seedText: string) {
  let seed = [...seedText].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rough advance width of text in the widest common fallback (DejaVu), so titles never overflow. */
function textWidth(text: string, size: number, font: string, bold: boolean, spacing = 0) {
  const base = font === 'serif' ? (bold ? 0.82 : 0.72) : bold ? 0.78 : 0.68;
  const width = [...text].reduce((sum, c) => {
    if (/[ .,'’!:;|I1ilj]/.test(c)) return sum + 0.38;
    if (/[MW]/.test(c)) return sum + 1.0;
    if (/[a-z]/.test(c)) return sum + base * 0.85;
    return sum + base;
  }, 0);
  return width * size + spacing * text.length;
}

/** One line, or two of about equal length when it is longer than `max` characters. */
function balance(text: string, max: number) {
  if (text.length <= max) return [text];
  const words = text.split(' ');
  let best = [text];
  let bestLength = Infinity;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const longest = Math.max(...lines.map((l) => l.length));
    if (longest < bestLength) [best, bestLength] = [lines, longest];
  }
  return best;
}

/** The largest size up to `max` at which a line fits `maxWidth`. */
const fitSize = (line: string, maxWidth: number, max: number, font: string, bold: boolean, spacing: number) =>
  Math.min(max, Math.floor(((maxWidth - spacing * line.length) / textWidth(line, 1, font, bold)) * 10) / 10);

interface TextStyle {
  size: number;
  fill?: string;
  font?: string;
  weight?: 'bold' | 'normal';
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  italic?: boolean;
  condensed?: boolean;
  opacity?: number;
}
function text(x: number, y: number, content: string, s: TextStyle) {
  const attrs = [
    `x="${n(x)}" y="${n(y)}"`,
    `font-family="${s.font ?? 'sans-serif'}"`,
    `font-size="${n(s.size)}"`,
    s.weight === 'bold' ? 'font-weight="bold"' : '',
    s.anchor && s.anchor !== 'start' ? `text-anchor="${s.anchor}"` : '',
    s.spacing ? `letter-spacing="${s.spacing}"` : '',
    s.italic ? 'font-style="italic"' : '',
    s.condensed ? 'font-stretch="condensed"' : '',
    `fill="${s.fill ?? '#fff'}"`,
    s.opacity !== undefined ? `opacity="${s.opacity}"` : '',
  ].filter(Boolean);
  return `<text ${attrs.join(' ')}>${esc(content)}</text>`;
}

const linear = (id: string, stops: [number, string, number?][], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')}</linearGradient>`;
const radial = (id: string, stops: [number, string, number?][]) =>
  `<radialGradient id="${id}">${stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')}</radialGradient>`;

// ---------------------------------------------------------------------------------------------
// Scenes: each draws into a w×h frame, with its focal point at fx and the horizon at hz.

interface Ctx {
  w: number;
  h: number;
  fx: number;
  hz: number;
  /** A unit of size: small on the poster, larger on the banner. */
  u: number;
  rnd: () => number;
  art: Art;
  defs: string[];
}

/** A standing person, feet at (x, y), `size` tall. */
const person = (x: number, y: number, size: number, fill: string, flip = false) =>
  `<path transform="translate(${n(x)},${n(y)}) scale(${flip ? -size / 100 : size / 100},${size / 100})" fill="${fill}" d="M0,-100a8,8 0 1,1 0.1,0zM-11,-88q11,-5 22,0l4,38l-5,1l-2,-22l-1,71h-7l-2,-40l-2,40h-7l-1,-71l-2,22l-5,-1z"/>`;
/** A person holding a staff or umbrella pole high. */
const heroPose = (x: number, y: number, size: number, fill: string) =>
  `<path transform="translate(${n(x)},${n(y)}) scale(${size / 100})" fill="${fill}" d="M0,-100a8,8 0 1,1 0.1,0zM-12,-88q12,-5 24,0l3,18l14,-52l5,2l-15,60l-4,12l-3,-4l-1,54h-7l-2,-40l-2,40h-7l-1,-54l-4,20l-5,-1l4,-30z"/>`;

function mountains(c: Ctx, baseY: number, height: number, count: number, fill: string, jag = 0.5) {
  const points: [number, number][] = [[0, c.h]];
  const step = c.w / count;
  for (let i = 0; i <= count; i++) {
    const peak = baseY - height * (0.45 + c.rnd() * 0.55);
    const valley = baseY - height * (0.1 + c.rnd() * jag * 0.4);
    points.push([i * step, valley], [i * step + step * (0.35 + c.rnd() * 0.3), peak]);
  }
  points.push([c.w, baseY], [c.w, c.h]);
  return `<polygon fill="${fill}" points="${pts(points)}"/>`;
}

function stars(c: Ctx, count: number, maxY: number) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = c.rnd() < 0.85 ? 0.8 + c.rnd() * 0.8 : 1.8 + c.rnd();
    out += `<circle cx="${n(c.rnd() * c.w)}" cy="${n(c.rnd() * maxY)}" r="${n(r)}"/>`;
  }
  return `<g fill="#fff" opacity="0.8">${out}</g>`;
}

const glow = (c: Ctx, id: string, cx: number, cy: number, r: number, color: string, strength = 0.85) => {
  c.defs.push(
    radial(id, [
      [0, color, strength],
      [0.35, color, strength * 0.45],
      [1, color, 0],
    ]),
  );
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${id})"/>`;
};

function buildings(c: Ctx, baseY: number, minH: number, maxH: number, fill: string, windows: boolean) {
  let x = -10;
  let out = '';
  while (x < c.w) {
    const bw = c.u * (0.05 + c.rnd() * 0.09);
    const bh = minH + c.rnd() * (maxH - minH);
    out += `<rect x="${n(x)}" y="${n(baseY - bh)}" width="${n(bw)}" height="${n(bh + 2)}"/>`;
    if (c.rnd() < 0.25)
      out += `<rect x="${n(x + bw * 0.45)}" y="${n(baseY - bh - c.u * 0.05)}" width="2" height="${n(c.u * 0.05)}"/>`;
    x += bw + c.u * 0.004;
  }
  const body = `<g fill="${fill}">${out}</g>`;
  return windows ? body + `<g fill="url(#win)" opacity="0.55">${out}</g>` : body;
}

const SCENES: Record<SceneKind, (c: Ctx) => string> = {
  skyline(c) {
    const { w, h, hz, u, fx } = c;
    c.defs.push(
      `<pattern id="win" width="${n(u * 0.022)}" height="${n(u * 0.03)}" patternUnits="userSpaceOnUse"><rect x="${n(u * 0.006)}" y="${n(u * 0.008)}" width="${n(u * 0.008)}" height="${n(u * 0.011)}" fill="#ffd36e"/></pattern>`,
      `<pattern id="rain" width="24" height="60" patternUnits="userSpaceOnUse" patternTransform="rotate(14)"><line x1="4" y1="0" x2="4" y2="26" stroke="#b9c7ff" stroke-width="1.2"/><line x1="16" y1="32" x2="16" y2="50" stroke="#b9c7ff" stroke-width="0.8"/></pattern>`,
      linear('street', [
        [0, '#2a0a3c'],
        [1, '#07020f'],
      ]),
    );
    return [
      glow(c, 'g1', fx, hz - u * 0.2, u * 0.75, c.art.accent, 0.9),
      glow(c, 'g2', fx + u * 0.35, hz - u * 0.55, u * 0.3, '#38e1ff', 0.5),
      buildings(c, hz, u * 0.25, u * 0.75, '#2a0f4d', false),
      buildings(c, hz, u * 0.12, u * 0.45, '#0d0420', true),
      [
        [-0.38, 0.33, 0.12, c.art.accent],
        [0.3, 0.27, 0.09, '#38e1ff'],
        [-0.22, 0.18, 0.07, '#ffd36e'],
        [0.42, 0.4, 0.06, c.art.accent],
      ]
        .map(
          ([dx, dy, sw, col]) =>
            `<rect x="${n(fx + (dx as number) * u)}" y="${n(hz - (dy as number) * u)}" width="${n((sw as number) * u)}" height="${n(u * 0.035)}" rx="4" fill="none" stroke="${col}" stroke-width="3"/><rect x="${n(fx + (dx as number) * u + 6)}" y="${n(hz - (dy as number) * u + u * 0.0125)}" width="${n((sw as number) * u - 12)}" height="${n(u * 0.01)}" fill="${col}" opacity="0.8"/>`,
        )
        .join(''),
      `<rect y="${n(hz)}" width="${w}" height="${n(h - hz)}" fill="url(#street)"/>`,
      `<ellipse cx="${n(fx)}" cy="${n(hz + u * 0.06)}" rx="${n(u * 0.6)}" ry="${n(u * 0.025)}" fill="${c.art.accent}" opacity="0.45"/>`,
      `<path fill="#05010c" d="M${n(fx - u * 0.1)},${n(hz - u * 0.265)}q${n(u * 0.1)},${n(-u * 0.12)} ${n(u * 0.2)},0z"/>`,
      `<rect x="${n(fx - 1)}" y="${n(hz - u * 0.265)}" width="2" height="${n(u * 0.06)}" fill="#05010c"/>`,
      `<g stroke="${c.art.accent}" stroke-width="2" stroke-opacity="0.75">${person(fx, hz + u * 0.01, u * 0.25, '#05010c')}</g>`,
      `<rect width="${w}" height="${h}" fill="url(#rain)" opacity="0.35"/>`,
    ].join('');
  },
  planet(c) {
    const { w, h, u, fx } = c;
    const banner = w > h;
    const r = banner ? u * 0.95 : u * 0.42;
    const cx = banner ? fx + u * 0.1 : fx + u * 0.08;
    const cy = banner ? h + r * 0.55 : h * 0.5;
    c.defs.push(
      `<radialGradient id="pl" cx="0.35" cy="0.25" r="0.8"><stop offset="0" stop-color="#ffd9a0"/><stop offset="0.35" stop-color="#e07a3a"/><stop offset="0.75" stop-color="#6b1e2a"/><stop offset="1" stop-color="#14040c"/></radialGradient>`,
      linear(
        'ring',
        [
          [0, '#9fd3ff', 0],
          [0.5, '#e8f4ff', 0.9],
          [1, '#9fd3ff', 0],
        ],
        false,
      ),
    );
    return [
      stars(c, banner ? 110 : 70, h * 0.75),
      glow(c, 'g1', cx, cy - r * 0.6, r * 1.1, '#2d6bd6', 0.45),
      `<path d="M${n(cx - r * 1.65)},${n(cy)}A${n(r * 1.65)},${n(r * 0.22)} 0 0,1 ${n(cx + r * 1.65)},${n(cy)}" fill="none" stroke="url(#ring)" stroke-width="${n(u * 0.02)}" opacity="0.6" transform="rotate(-12 ${n(cx)} ${n(cy)})"/>`,
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#pl)"/>`,
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r + 3)}" fill="none" stroke="#9fd3ff" stroke-width="4" opacity="0.45"/>`,
      `<path d="M${n(cx - r * 1.65)},${n(cy)}A${n(r * 1.65)},${n(r * 0.22)} 0 0,0 ${n(cx + r * 1.65)},${n(cy)}" fill="none" stroke="url(#ring)" stroke-width="${n(u * 0.02)}" transform="rotate(-12 ${n(cx)} ${n(cy)})"/>`,
      `<path d="M${n(fx - u * 0.32)},${n(h * 0.18 - u * 0.05)}a${n(u * 0.05)},${n(u * 0.05)} 0 1,0 0,${n(u * 0.1)}a${n(u * 0.038)},${n(u * 0.05)} 0 1,1 0,${n(-u * 0.1)}z" fill="#dfe8f5"/>`,
      `<g transform="translate(${n(fx + u * 0.22)},${n(h * 0.3)}) rotate(-35) scale(${n(u / 600)})"><line x1="0" y1="30" x2="0" y2="150" stroke="#7cc4ff" stroke-width="4" stroke-linecap="round" opacity="0.35"/><path d="M0,-30l9,22v26l8,10h-34l8,-10v-26z" fill="#eaf4ff"/><circle cx="0" cy="34" r="9" fill="#7cc4ff" opacity="0.8"/></g>`,
    ].join('');
  },
  river(c) {
    const { w, h, hz, u, fx } = c;
    c.defs.push(
      linear('water', [
        [0, '#f2a06a'],
        [0.25, '#8a3f6e'],
        [1, '#1d1238'],
      ]),
    );
    let reflection = '';
    for (let i = 0; i < 14; i++) {
      const y = hz + 6 + i * u * 0.025;
      const half = u * (0.16 - i * 0.008) * (0.7 + c.rnd() * 0.5);
      reflection += `<rect x="${n(fx - half)}" y="${n(y)}" width="${n(half * 2)}" height="${n(u * 0.008)}" rx="2"/>`;
    }
    const palm = (x: number, base: number, size: number, lean: number) => {
      const top: [number, number] = [x + lean * size, base - size];
      const fronds = [-150, -120, -70, -30, 10, 40]
        .map((a) => {
          const rad = (a * Math.PI) / 180;
          const ex = top[0] + Math.cos(rad) * size * 0.42;
          const ey = top[1] + Math.sin(rad) * size * 0.42 + size * 0.12;
          const mx = top[0] + Math.cos(rad) * size * 0.25;
          const my = top[1] + Math.sin(rad) * size * 0.25 - size * 0.08;
          return `M${n(top[0])},${n(top[1])}Q${n(mx)},${n(my)} ${n(ex)},${n(ey)}`;
        })
        .join('');
      return `<path d="M${n(x)},${n(base)}Q${n(x + lean * size * 0.2)},${n(base - size * 0.6)} ${n(top[0])},${n(top[1])}" stroke="#1a0d24" stroke-width="${n(size * 0.035)}" fill="none"/><path d="${fronds}" stroke="#1a0d24" stroke-width="${n(size * 0.045)}" fill="none" stroke-linecap="round"/>`;
    };
    return [
      glow(c, 'g1', fx, hz - u * 0.12, u * 0.7, '#ffcf7a', 0.7),
      `<circle cx="${n(fx)}" cy="${n(hz - u * 0.12)}" r="${n(u * 0.16)}" fill="#ffe3a6"/>`,
      mountains(c, hz, u * 0.08, 7, '#6b2c5e', 0.3),
      `<rect y="${n(hz)}" width="${w}" height="${n(h - hz)}" fill="url(#water)"/>`,
      `<g fill="#ffd9a0" opacity="0.7">${reflection}</g>`,
      `<path d="M${n(fx - u * 0.2)},${n(hz + u * 0.19)}q${n(u * 0.2)},${n(u * 0.07)} ${n(u * 0.4)},0l${n(-u * 0.04)},${n(u * 0.03)}h${n(-u * 0.32)}z" fill="#1a0d24"/>`,
      person(fx - u * 0.06, hz + u * 0.19, u * 0.12, '#1a0d24'),
      person(fx + u * 0.06, hz + u * 0.19, u * 0.11, '#1a0d24', true),
      `<line x1="${n(fx + u * 0.12)}" y1="${n(hz + u * 0.06)}" x2="${n(fx + u * 0.17)}" y2="${n(hz + u * 0.24)}" stroke="#1a0d24" stroke-width="3"/>`,
      palm(w * 0.06, hz + u * 0.1, u * 0.7, 0.25),
      palm(w * 0.94, hz + u * 0.1, u * 0.6, -0.3),
      palm(w * (w > h ? 0.42 : 0.16), hz + u * 0.08, u * 0.4, 0.2),
    ].join('');
  },
  cricket(c) {
    const { w, h, hz, u, fx } = c;
    const tower = (x: number, dir: number) =>
      `<polygon points="${pts([
        [x, hz - u * 0.6],
        [fx + dir * u * 0.05, hz + u * 0.2],
        [fx + dir * u * 0.5, hz + u * 0.2],
      ])}" fill="#fff7d6" opacity="0.12"/><rect x="${n(x - 2)}" y="${n(hz - u * 0.6)}" width="4" height="${n(u * 0.6)}" fill="#120c2e"/><rect x="${n(x - u * 0.05)}" y="${n(hz - u * 0.66)}" width="${n(u * 0.1)}" height="${n(u * 0.06)}" rx="3" fill="#fffbe6"/>`;
    c.defs.push(
      linear('pitch', [
        [0, '#3b2a4f'],
        [1, '#120c24'],
      ]),
    );
    const sx = fx;
    const base = hz + u * 0.16;
    const stump = (dx: number) =>
      `<rect x="${n(sx + dx - u * 0.007)}" y="${n(base - u * 0.2)}" width="${n(u * 0.014)}" height="${n(u * 0.2)}" rx="2"/>`;
    return [
      glow(c, 'g1', fx, hz, u * 0.8, '#ffb46b', 0.6),
      tower(fx - u * 0.55, -1),
      tower(fx + u * 0.55, 1),
      buildings(c, hz, u * 0.05, u * 0.18, '#1c1540', false),
      `<g fill="#1c1540">${[0.1, 0.3, 0.7, 0.88].map((f) => `<rect x="${n(w * f)}" y="${n(hz - u * 0.2)}" width="${n(u * 0.05)}" height="${n(u * 0.04)}" rx="3"/>`).join('')}</g>`,
      `<rect y="${n(hz)}" width="${w}" height="${n(h - hz)}" fill="url(#pitch)"/>`,
      `<polygon points="${pts([
        [fx - u * 0.08, hz],
        [fx + u * 0.08, hz],
        [fx + u * 0.3, h],
        [fx - u * 0.3, h],
      ])}" fill="#c9a66b" opacity="0.35"/>`,
      `<g fill="#f5e6c4">${stump(-u * 0.03)}${stump(0)}${stump(u * 0.03)}<rect x="${n(sx - u * 0.04)}" y="${n(base - u * 0.21)}" width="${n(u * 0.08)}" height="${n(u * 0.008)}" rx="2"/></g>`,
      `<path d="M${n(fx - u * 0.45)},${n(hz - u * 0.05)}Q${n(fx - u * 0.1)},${n(hz - u * 0.55)} ${n(fx + u * 0.2)},${n(hz - u * 0.42)}" stroke="#fff" stroke-width="3" stroke-dasharray="10 8" fill="none" opacity="0.7"/>`,
      `<circle cx="${n(fx + u * 0.24)}" cy="${n(hz - u * 0.41)}" r="${n(u * 0.035)}" fill="#d7263d"/><path d="M${n(fx + u * 0.215)},${n(hz - u * 0.43)}q${n(u * 0.025)},${n(u * 0.02)} ${n(u * 0.05)},0" stroke="#fff" stroke-width="1.5" fill="none"/>`,
      heroPose(fx - u * 0.3, hz + u * 0.22, u * 0.3, '#0b0820'),
      person(fx + u * 0.36, hz + u * 0.2, u * 0.22, '#0b0820', true),
    ].join('');
  },
  haveli(c) {
    const { w, h, hz, u, fx } = c;
    const bw = u * 0.8;
    const left = fx - bw / 2;
    const top = hz - u * 0.38;
    const dome = (x: number, y: number, r: number) =>
      `<path d="M${n(x - r)},${n(y)}a${n(r)},${n(r)} 0 0,1 ${n(2 * r)},0z"/><rect x="${n(x - r)}" y="${n(y)}" width="${n(2 * r)}" height="${n(r * 0.9)}"/><rect x="${n(x - 1.5)}" y="${n(y - r - 8)}" width="3" height="10"/>`;
    let arches = '';
    for (let row = 0; row < 2; row++)
      for (let i = 0; i < 6; i++) {
        const ax = left + bw * (0.1 + i * 0.16);
        const ay = top + u * (0.1 + row * 0.14);
        const lit = row === 1 && i === 4;
        arches += `<path d="M${n(ax)},${n(ay + u * 0.09)}v${n(-u * 0.06)}a${n(u * 0.03)},${n(u * 0.03)} 0 0,1 ${n(u * 0.06)},0v${n(u * 0.06)}z" fill="${lit ? c.art.accent : '#142b26'}"/>`;
      }
    let bats = '';
    for (let i = 0; i < 7; i++) {
      const bx = fx + (c.rnd() - 0.5) * u * 0.9;
      const by = h * 0.12 + c.rnd() * u * 0.35;
      const s = u * (0.012 + c.rnd() * 0.018);
      bats += `<path d="M${n(bx)},${n(by)}q${n(-s)},${n(-s)} ${n(-2.4 * s)},${n(-s * 0.2)}q${n(s * 0.6)},${n(s * 0.2)} ${n(s * 0.8)},${n(s * 0.8)}q${n(s * 0.6)},${n(-s * 0.8)} ${n(1.6 * s)},0q${n(s * 0.2)},${n(-s * 0.6)} ${n(s * 0.8)},${n(-s * 0.8)}q${n(-s * 1.4)},${n(-s * 0.8)} ${n(-2.4 * s)},${n(s * 0.2)}z"/>`;
    }
    const mx = fx + u * (w > h ? 0.62 : 0.18);
    const my = w > h ? h * 0.3 : top - u * 0.3;
    c.defs.push(
      radial('fog', [
        [0, '#dff0e6', 0.22],
        [1, '#dff0e6', 0],
      ]),
    );
    return [
      glow(c, 'g1', mx, my, u * 0.55, '#d8f0d0', 0.5),
      `<circle cx="${n(mx)}" cy="${n(my)}" r="${n(u * 0.17)}" fill="#e8f0d8"/>`,
      `<circle cx="${n(mx - u * 0.05)}" cy="${n(my - u * 0.03)}" r="${n(u * 0.03)}" fill="#cdd8bf"/><circle cx="${n(mx + u * 0.06)}" cy="${n(my + u * 0.04)}" r="${n(u * 0.02)}" fill="#cdd8bf"/>`,
      `<g fill="#050d0b">${bats}</g>`,
      mountains(c, hz + 2, u * 0.12, 5, '#0b1f1b', 0.2),
      `<g fill="#06100e"><rect x="${n(left)}" y="${n(top)}" width="${n(bw)}" height="${n(hz - top + 2)}"/><rect x="${n(left - u * 0.04)}" y="${n(top - u * 0.02)}" width="${n(bw + u * 0.08)}" height="${n(u * 0.03)}"/>${dome(left + u * 0.05, top - u * 0.02, u * 0.05)}${dome(fx, top - u * 0.02, u * 0.1)}${dome(left + bw - u * 0.05, top - u * 0.02, u * 0.05)}</g>`,
      arches,
      glow(c, 'g2', left + bw * 0.74 + u * 0.03, top + u * 0.2, u * 0.12, c.art.accent, 0.6),
      `<path d="M${n(fx - u * 0.05)},${n(hz)}v${n(-u * 0.1)}a${n(u * 0.05)},${n(u * 0.05)} 0 0,1 ${n(u * 0.1)},0v${n(u * 0.1)}z" fill="#000"/>`,
      `<rect y="${n(hz)}" width="${w}" height="${n(h - hz)}" fill="#020504"/>`,
      `<g fill="url(#fog)"><ellipse cx="${n(w * 0.3)}" cy="${n(hz)}" rx="${n(u * 0.7)}" ry="${n(u * 0.07)}"/><ellipse cx="${n(w * 0.75)}" cy="${n(hz + u * 0.05)}" rx="${n(u * 0.8)}" ry="${n(u * 0.08)}"/></g>`,
      `<path d="M${n(w * 0.04)},${n(hz)}l${n(u * 0.02)},${n(-u * 0.45)}l${n(u * 0.06)},${n(-u * 0.1)}m${n(-u * 0.05)},${n(u * 0.05)}l${n(-u * 0.08)},${n(-u * 0.06)}m${n(u * 0.09)},${n(u * 0.21)}l${n(u * 0.1)},${n(-u * 0.05)}" stroke="#020504" stroke-width="${n(u * 0.014)}" fill="none" stroke-linecap="round"/>`,
    ].join('');
  },
  peaks(c) {
    const { h, hz, u, fx } = c;
    const peakY = hz - u * 0.05;
    return [
      glow(c, 'g1', fx, hz - u * 0.35, u * 0.9, c.art.accent, 0.9),
      `<circle cx="${n(fx)}" cy="${n(hz - u * 0.35)}" r="${n(u * 0.22)}" fill="#ffe08f"/>`,
      `<g fill="none" stroke="#3a0804" stroke-width="2.5">${[0, 1, 2]
        .map((i) => {
          const x = fx + u * (-0.4 + i * 0.12);
          const y = hz - u * (0.75 - i * 0.05);
          return `<path d="M${n(x)},${n(y)}q8,-8 16,0q8,-8 16,0"/>`;
        })
        .join('')}</g>`,
      mountains(c, hz - u * 0.18, u * 0.25, 6, '#8a1f12', 0.6),
      mountains(c, hz - u * 0.06, u * 0.22, 5, '#521009', 0.6),
      `<polygon fill="#1c0402" points="${pts([
        [0, h],
        [0, hz + u * 0.05],
        [fx - u * 0.5, hz + u * 0.02],
        [fx - u * 0.12, peakY + u * 0.04],
        [fx, peakY],
        [fx + u * 0.14, peakY + u * 0.05],
        [fx + u * 0.6, hz + u * 0.08],
        [c.w, hz + u * 0.06],
        [c.w, h],
      ])}"/>`,
      heroPose(fx - u * 0.01, peakY + 1, u * 0.3, '#1c0402'),
      `<rect y="${n(hz + u * 0.06)}" width="${c.w}" height="${n(h)}" fill="#1c0402"/>`,
    ].join('');
  },
  road(c) {
    const { w, h, hz, u, fx } = c;
    c.defs.push(
      linear('ground', [
        [0, '#7a2f45'],
        [1, '#1e0a1a'],
      ]),
    );
    let dashes = '';
    for (let i = 0; i < 6; i++) {
      const t0 = Math.pow((i + 0.3) / 6, 2);
      const t1 = Math.pow((i + 0.65) / 6, 2);
      const y0 = hz + (h - hz) * t0;
      const y1 = hz + (h - hz) * t1;
      const w0 = 1 + t0 * u * 0.03;
      const w1 = 1 + t1 * u * 0.03;
      dashes += `<polygon points="${pts([
        [fx - w0, y0],
        [fx + w0, y0],
        [fx + w1, y1],
        [fx - w1, y1],
      ])}"/>`;
    }
    const mesa = (x: number, top: number, width: number) =>
      `<polygon points="${pts([
        [x - width * 0.6, hz + 1],
        [x - width * 0.4, top],
        [x + width * 0.4, top],
        [x + width * 0.55, hz + 1],
      ])}"/>`;
    const carY = hz + (h - hz) * (w > h ? 0.55 : 0.17);
    const cw = u * 0.3;
    return [
      glow(c, 'g1', fx, hz, u * 0.85, '#ffdd8a', 0.85),
      `<circle cx="${n(fx)}" cy="${n(hz)}" r="${n(u * 0.2)}" fill="#ffe9a8"/>`,
      `<g fill="#ff7a4d">${[0.05, 0.1, 0.15].map((d) => `<rect x="${n(fx - u * 0.22)}" y="${n(hz - u * d)}" width="${n(u * 0.44)}" height="${n(u * 0.012)}"/>`).join('')}</g>`,
      `<g fill="#6b2346">${mesa(fx - u * 0.45, hz - u * 0.16, u * 0.3)}${mesa(fx + u * 0.5, hz - u * 0.22, u * 0.38)}${mesa(w * 0.05, hz - u * 0.1, u * 0.25)}${mesa(w * 0.97, hz - u * 0.12, u * 0.2)}</g>`,
      `<rect y="${n(hz)}" width="${w}" height="${n(h - hz)}" fill="url(#ground)"/>`,
      `<polygon points="${pts([
        [fx - u * 0.02, hz],
        [fx + u * 0.02, hz],
        [fx + u * 0.75, h],
        [fx - u * 0.75, h],
      ])}" fill="#150711"/>`,
      `<g fill="#ffcf70">${dashes}</g>`,
      `<ellipse cx="${n(fx - cw * 0.7)}" cy="${n(carY + cw * 0.18)}" rx="${n(cw * 0.6)}" ry="${n(cw * 0.14)}" fill="#c97a5a" opacity="0.35"/><ellipse cx="${n(fx + cw * 0.8)}" cy="${n(carY + cw * 0.15)}" rx="${n(cw * 0.5)}" ry="${n(cw * 0.12)}" fill="#c97a5a" opacity="0.3"/>`,
      `<g transform="translate(${n(fx)},${n(carY)}) scale(${n(cw / 100)})"><rect x="-46" y="8" width="16" height="22" rx="4" fill="#000"/><rect x="30" y="8" width="16" height="22" rx="4" fill="#000"/><path d="M-30,-28h60l10,20h-80z" fill="#0d0409"/><rect x="-50" y="-10" width="100" height="32" rx="9" fill="#120510"/><rect x="-24" y="-24" width="48" height="12" rx="3" fill="#3a1a2e"/><rect x="-44" y="-4" width="20" height="8" rx="3" fill="${c.art.accent}"/><rect x="24" y="-4" width="20" height="8" rx="3" fill="${c.art.accent}"/><rect x="-12" y="6" width="24" height="7" fill="#f2f2f2"/></g>`,
      glow(c, 'g2', fx - cw * 0.34, carY, cw * 0.3, c.art.accent, 0.7),
      glow(c, 'g3', fx + cw * 0.34, carY, cw * 0.3, c.art.accent, 0.7),
    ].join('');
  },
  kites(c) {
    const { w, h, hz, u, fx } = c;
    const colours = ['#ff5d5d', '#ffc857', '#5bc0be', '#9b5de5', '#f28e2b', '#4cc9f0'];
    let houses = '';
    let x = -5;
    let k = 0;
    while (x < w) {
      const bw = u * (0.12 + c.rnd() * 0.1);
      const bh = u * (0.14 + c.rnd() * 0.16);
      const col = colours[k++ % colours.length]!;
      houses += `<rect x="${n(x)}" y="${n(hz - bh)}" width="${n(bw)}" height="${n(bh + h)}" fill="${col}"/><rect x="${n(x + bw * 0.2)}" y="${n(hz - bh + u * 0.03)}" width="${n(bw * 0.22)}" height="${n(u * 0.04)}" fill="#2b3a55" opacity="0.55"/><rect x="${n(x + bw * 0.58)}" y="${n(hz - bh + u * 0.03)}" width="${n(bw * 0.22)}" height="${n(u * 0.04)}" fill="#2b3a55" opacity="0.55"/><rect x="${n(x)}" y="${n(hz - bh - 4)}" width="${n(bw)}" height="5" fill="#fff" opacity="0.6"/>`;
      if (c.rnd() < 0.5)
        houses += `<rect x="${n(x + bw * 0.55)}" y="${n(hz - bh - u * 0.05)}" width="${n(u * 0.035)}" height="${n(u * 0.05)}" rx="3" fill="#2b3a55"/>`;
      x += bw;
    }
    const kite = (kx: number, ky: number, s: number, col: string, tilt: number) =>
      `<g transform="translate(${n(kx)},${n(ky)}) rotate(${tilt}) scale(${n(s / 100)})"><polygon points="0,-50 38,0 0,60 -38,0" fill="${col}"/><polygon points="0,-50 38,0 0,0" fill="#fff" opacity="0.35"/><path d="M0,60q-12,20 4,36q14,16 -2,34" stroke="${col}" stroke-width="4" fill="none"/><path d="M0,0Q${n(-120 * Math.sign(tilt || 1))},300 ${n(-60 * Math.sign(tilt || 1))},700" stroke="#fff" stroke-width="1.5" fill="none" opacity="0.7"/></g>`;
    const steel = linear(
      'steel',
      [
        [0, '#f4f6f8'],
        [0.5, '#b8c1cc'],
        [1, '#7d8894'],
      ],
      false,
    );
    c.defs.push(steel);
    const tx = fx;
    const ty = hz + u * 0.02;
    const s = u * 0.0021;
    return [
      glow(c, 'g1', w * 0.85, h * 0.08, u * 0.45, '#fff6c9', 0.9),
      `<g fill="#fff" opacity="0.85"><ellipse cx="${n(w * 0.2)}" cy="${n(h * 0.14)}" rx="${n(u * 0.12)}" ry="${n(u * 0.035)}"/><ellipse cx="${n(w * 0.26)}" cy="${n(h * 0.125)}" rx="${n(u * 0.07)}" ry="${n(u * 0.035)}"/><ellipse cx="${n(w * 0.7)}" cy="${n(h * 0.25)}" rx="${n(u * 0.1)}" ry="${n(u * 0.03)}"/></g>`,
      kite(fx - u * 0.3, h * 0.22, u * 0.16, '#ff5d5d', -14),
      kite(fx + u * 0.28, h * 0.14, u * 0.12, '#9b5de5', 12),
      kite(fx + u * 0.05, h * 0.32, u * 0.09, '#ffc857', 6),
      houses,
      `<g transform="translate(${n(tx)},${n(ty)}) scale(${n(s)})"><path d="M-30,-150q0,-35 30,-35q30,0 30,35" stroke="#7d8894" stroke-width="6" fill="none"/><rect x="-44" y="-150" width="88" height="46" rx="10" fill="url(#steel)"/><rect x="-44" y="-100" width="88" height="46" rx="10" fill="url(#steel)"/><rect x="-44" y="-50" width="88" height="46" rx="10" fill="url(#steel)"/><rect x="-48" y="-154" width="8" height="150" rx="3" fill="#6b7580"/><rect x="40" y="-154" width="8" height="150" rx="3" fill="#6b7580"/></g>`,
      `<path d="M${n(tx - u * 0.03)},${n(ty - u * 0.42)}q${n(u * 0.02)},${n(-u * 0.04)} 0,${n(-u * 0.08)}m${n(u * 0.04)},${n(u * 0.09)}q${n(u * 0.02)},${n(-u * 0.05)} 0,${n(-u * 0.1)}" stroke="#fff" stroke-width="3" fill="none" opacity="0.8" stroke-linecap="round"/>`,
    ].join('');
  },
  ocean(c) {
    const { w, h, u, fx } = c;
    const cy = h * (w > h ? 0.55 : 0.42);
    let rings = '';
    for (let i = 1; i <= 6; i++)
      rings += `<circle cx="${n(fx)}" cy="${n(cy)}" r="${n(u * 0.07 * i)}" opacity="${n(1 - i * 0.15)}"/>`;
    let rays = '';
    for (let i = 0; i < 6; i++) {
      const x = w * (0.1 + c.rnd() * 0.8);
      const spread = u * (0.05 + c.rnd() * 0.08);
      rays += `<polygon points="${pts([
        [x - spread * 0.3, 0],
        [x + spread * 0.3, 0],
        [x + spread * 2, h * 0.75],
        [x - spread * 0.5, h * 0.75],
      ])}"/>`;
    }
    let motes = '';
    for (let i = 0; i < 40; i++)
      motes += `<circle cx="${n(c.rnd() * w)}" cy="${n(h * 0.15 + c.rnd() * h * 0.7)}" r="${n(0.7 + c.rnd() * 1.6)}"/>`;
    return [
      `<path d="M0,${n(h * 0.04)}q${n(w / 8)},-10 ${n(w / 4)},0t${n(w / 4)},0t${n(w / 4)},0t${n(w / 4)},0V0H0z" fill="#bdf4ff" opacity="0.5"/>`,
      `<g fill="#d8fbff" opacity="0.06">${rays}</g>`,
      `<g fill="#bff" opacity="0.35">${motes}</g>`,
      glow(c, 'g1', fx, cy, u * 0.6, c.art.accent, 0.55),
      `<g fill="none" stroke="${c.art.accent}" stroke-width="2">${rings}</g>`,
      `<circle cx="${n(fx)}" cy="${n(cy)}" r="${n(u * 0.025)}" fill="#eaffff"/>`,
      mountains(c, h * 0.93, u * 0.2, 6, '#020d1a', 0.8),
      `<g transform="translate(${n(fx - u * 0.35)},${n(cy - u * 0.25)}) scale(${n(u / 600)})"><polygon points="30,4 420,-120 420,130" fill="#eaffff" opacity="0.08"/><rect x="-40" y="-14" width="80" height="34" rx="17" fill="#031626"/><rect x="-10" y="-28" width="26" height="18" rx="5" fill="#031626"/><circle cx="30" cy="4" r="6" fill="#eaffff"/><rect x="-54" y="-6" width="14" height="18" fill="#031626"/></g>`,
    ].join('');
  },
  temple(c) {
    const { w, h, hz, u, fx } = c;
    let tiers = '';
    const tiersCount = 6;
    let y = hz;
    for (let i = 0; i < tiersCount; i++) {
      const bottom = u * (0.36 - i * 0.05);
      const top = bottom * 0.86;
      const th = u * (0.09 - i * 0.007);
      tiers += `<polygon points="${pts([
        [fx - bottom / 2, y],
        [fx - top / 2, y - th],
        [fx + top / 2, y - th],
        [fx + bottom / 2, y],
      ])}"/><rect x="${n(fx - bottom / 2 - 3)}" y="${n(y - 4)}" width="${n(bottom + 6)}" height="4"/>`;
      y -= th;
    }
    tiers += `<path d="M${n(fx - u * 0.06)},${n(y)}q${n(u * 0.06)},${n(-u * 0.07)} ${n(u * 0.12)},0z"/><rect x="${n(fx - 2)}" y="${n(y - u * 0.08)}" width="4" height="${n(u * 0.05)}"/><circle cx="${n(fx)}" cy="${n(y - u * 0.085)}" r="4"/>`;
    c.defs.push(
      linear('river', [
        [0, '#e79b2a'],
        [1, '#2a1300'],
      ]),
    );
    let sparkle = '';
    for (let i = 0; i < 12; i++) {
      const sx = fx + (c.rnd() - 0.5) * u * 0.8;
      const sy = hz + u * 0.02 + c.rnd() * (h - hz) * 0.7;
      const s = 2 + c.rnd() * 4;
      sparkle += `<path d="M${n(sx)},${n(sy - s * 2)}L${n(sx + s * 0.5)},${n(sy)}L${n(sx)},${n(sy + s * 2)}L${n(sx - s * 0.5)},${n(sy)}z"/>`;
    }
    let beams = '';
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      beams += `<polygon points="${pts([
        [fx, hz - u * 0.3],
        [fx + Math.cos(a) * u * 1.2, hz - u * 0.3 + Math.sin(a) * u * 1.2],
        [fx + Math.cos(a + 0.12) * u * 1.2, hz - u * 0.3 + Math.sin(a + 0.12) * u * 1.2],
      ])}"/>`;
    }
    return [
      `<g fill="#fff3c4" opacity="0.1">${beams}</g>`,
      glow(c, 'g1', fx, hz - u * 0.3, u * 0.7, '#fff0b0', 0.9),
      mountains(c, hz, u * 0.16, 5, '#7a3d07', 0.4),
      `<g fill="#2b1300">${tiers}</g>`,
      `<rect y="${n(hz)}" width="${w}" height="${n(h - hz)}" fill="url(#river)"/>`,
      `<g fill="#ffe9a6" opacity="0.75">${sparkle}</g>`,
      `<g transform="translate(${n(fx + u * (w > h ? 0.42 : 0.25))},${n(hz + u * 0.14)}) scale(${n(u / 500)})"><path d="M-60,0h120l-20,18h-80z" fill="#1a0b00"/><line x1="0" y1="0" x2="0" y2="-90" stroke="#1a0b00" stroke-width="4"/><polygon points="4,-86 4,-10 50,-14" fill="#fff1cf"/>${person(-30, 0, 40, '#1a0b00')}</g>`,
    ].join('');
  },
  boats(c) {
    const { w, h, hz, u, fx } = c;
    c.defs.push(
      `<pattern id="drops" width="40" height="70" patternUnits="userSpaceOnUse" patternTransform="rotate(8)"><line x1="6" y1="0" x2="6" y2="16" stroke="#fff" stroke-width="1.5"/><line x1="26" y1="36" x2="26" y2="48" stroke="#fff" stroke-width="1.2"/></pattern>`,
      linear('puddle', [
        [0, '#7d9db0'],
        [1, '#2f4a5c'],
      ]),
      linear(
        'paper',
        [
          [0, '#ffffff'],
          [1, '#dbe6ec'],
        ],
        false,
      ),
    );
    let roofs = '';
    let x = -10;
    while (x < w) {
      const bw = u * (0.18 + c.rnd() * 0.12);
      const bh = u * (0.12 + c.rnd() * 0.12);
      roofs += `<rect x="${n(x + bw * 0.08)}" y="${n(hz - bh)}" width="${n(bw * 0.84)}" height="${n(bh + 2)}"/><polygon points="${pts(
        [
          [x, hz - bh],
          [x + bw / 2, hz - bh - u * 0.08],
          [x + bw, hz - bh],
        ],
      )}"/>`;
      x += bw + u * 0.01;
    }
    let ripples = '';
    for (let i = 0; i < 5; i++) {
      const rx = c.rnd() * w;
      const ry = hz + u * 0.08 + c.rnd() * (h - hz) * 0.6;
      ripples += `<ellipse cx="${n(rx)}" cy="${n(ry)}" rx="${n(u * 0.05)}" ry="${n(u * 0.012)}"/><ellipse cx="${n(rx)}" cy="${n(ry)}" rx="${n(u * 0.09)}" ry="${n(u * 0.022)}"/>`;
    }
    const by = hz + u * 0.2;
    const bs = u * 0.0045;
    return [
      `<g fill="#5f7f92" opacity="0.7">${roofs}</g>`,
      `<rect y="${n(hz)}" width="${w}" height="${n(h - hz)}" fill="url(#puddle)"/>`,
      `<g fill="none" stroke="#dfeef5" stroke-width="1.5" opacity="0.5">${ripples}</g>`,
      `<g transform="translate(${n(fx)},${n(by)}) scale(${n(bs)})"><ellipse cx="0" cy="12" rx="90" ry="12" fill="#1f3646" opacity="0.35"/><polygon points="-80,-20 80,-20 55,10 -55,10" fill="url(#paper)"/><polygon points="-40,-20 0,-85 40,-20" fill="#ffffff"/><polygon points="0,-85 40,-20 0,-20" fill="#c9d8e0"/><polygon points="-80,-20 -40,-20 -55,10" fill="#c9d8e0"/></g>`,
      `<g transform="translate(${n(fx + u * (w > h ? 0.42 : 0.28))},${n(hz + u * 0.1)})">${person(-u * 0.03, 0, u * 0.16, '#203746')}${person(u * 0.05, 0, u * 0.13, '#203746', true)}<path d="M${n(-u * 0.13)},${n(-u * 0.17)}a${n(u * 0.14)},${n(u * 0.09)} 0 0,1 ${n(u * 0.28)},0z" fill="${c.art.accent}"/><line x1="${n(u * 0.01)}" y1="${n(-u * 0.17)}" x2="${n(u * 0.01)}" y2="${n(-u * 0.08)}" stroke="#203746" stroke-width="2"/></g>`,
      `<rect width="${w}" height="${h}" fill="url(#drops)" opacity="0.35"/>`,
    ].join('');
  },
  promenade(c) {
    const { w, h, hz, u, fx } = c;
    const banner = w > h;
    c.defs.push(
      linear('sea', [
        [0, '#3b2270'],
        [1, '#0c0828'],
      ]),
    );
    const arc = (t: number): [number, number] => {
      // A bay: the shore curves from the left edge, dips toward the viewer and rises to the right.
      const x = -w * 0.05 + t * w * 1.1;
      const y = hz + u * 0.02 + Math.sin(t * Math.PI) * u * (banner ? 0.12 : 0.05);
      return [x, y];
    };
    let lights = '';
    let city = '';
    for (let i = 0; i <= 40; i++) {
      const [x, y] = arc(i / 40);
      lights += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(u * 0.006 + 1)}"/>`;
      if (i % 2 === 0) {
        const bh = u * (0.03 + c.rnd() * 0.12) * (1 - Math.sin((i / 40) * Math.PI) * 0.6);
        city += `<rect x="${n(x - u * 0.02)}" y="${n(y - bh)}" width="${n(u * 0.04)}" height="${n(bh)}"/>`;
      }
    }
    const shore = Array.from({ length: 21 }, (_, i) => arc(i / 20));
    const wallY = banner ? h - u * 0.12 : hz + u * 0.1;
    const note = (x: number, y: number, s: number) =>
      `<g transform="translate(${n(x)},${n(y)}) scale(${n(s)})"><ellipse cx="0" cy="0" rx="7" ry="5" transform="rotate(-20)"/><rect x="5" y="-30" width="2.5" height="30"/><path d="M7,-30q10,6 12,16q-4,-8 -12,-8z"/></g>`;
    return [
      stars(c, 40, hz * 0.6),
      glow(c, 'g1', fx + u * 0.3, h * 0.16, u * 0.3, '#fff3f8', 0.6),
      `<circle cx="${n(fx + u * 0.3)}" cy="${n(h * 0.16)}" r="${n(u * 0.07)}" fill="#fff6fb"/>`,
      `<polygon points="${pts([[0, hz + u * 0.02], ...shore, [w, hz + u * 0.02], [w, 0], [0, 0]])}" fill="none"/>`,
      `<g fill="#1e1040">${city}</g>`,
      `<polygon points="${pts([[0, h], ...shore, [w, h]])}" fill="url(#sea)"/>`,
      `<g fill="${c.art.accent}">${lights}</g>`,
      `<g fill="${c.art.accent}" opacity="0.25">${shore.map(([x, y]) => `<rect x="${n(x - 1)}" y="${n(y + 4)}" width="2" height="${n(u * 0.08)}"/>`).join('')}</g>`,
      `<rect y="${n(wallY)}" width="${w}" height="${n(h - wallY)}" fill="#0a0620"/>`,
      `<g fill="#0a0620">${person(fx - u * 0.05, wallY + 2, u * 0.24, '#0a0620')}${person(fx + u * 0.05, wallY + 2, u * 0.22, '#0a0620', true)}</g>`,
      `<g fill="#fff" opacity="0.8">${note(fx - u * 0.25, wallY - u * 0.4, u / 400)}${note(fx + u * 0.22, wallY - u * 0.5, u / 500)}${note(fx - u * 0.1, wallY - u * 0.62, u / 550)}</g>`,
    ].join('');
  },
};

// ---------------------------------------------------------------------------------------------
// Poster and banner layouts

const CERT_COLOURS: Record<Certificate, string> = { U: '#1f8a3b', UA: '#e08a00', A: '#c62828' };

function badge(x: number, y: number, r: number, cert: Certificate) {
  return `<g><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${CERT_COLOURS[cert]}" stroke="#fff" stroke-width="${n(r * 0.12)}"/>${text(
    x,
    y + r * 0.36,
    cert,
    { size: cert === 'UA' ? r * 0.85 : r, weight: 'bold', anchor: 'middle' },
  )}</g>`;
}

/** Title lines and size that fit `maxWidth` (one line, or two when one would be too small). */
function fitTitle(title: string, art: Art, maxWidth: number, maxSize: number, spacing: number) {
  const upper = title.toUpperCase();
  const size = (line: string) =>
    Math.min(maxSize, maxWidth / (textWidth(line, 1, art.font, true) + (spacing * line.length) / maxSize));
  const one = size(upper);
  const words = upper.split(' ');
  if (one >= maxSize * 0.62 || words.length < 2) return { lines: [upper], size: Math.floor(one) };
  let best = { lines: [upper], size: one };
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const s = Math.min(...lines.map(size));
    if (s > best.size) best = { lines, size: s };
  }
  return { lines: best.lines, size: Math.floor(best.size) };
}

const director = (m: DemoMovie) => m.crew.find((p) => p.profession === 'Director')?.name ?? m.crew[0]!.name;
const crewLine = (m: DemoMovie) =>
  m.crew
    .filter((p) => p.profession !== 'Director')
    .map((p) => `${p.profession.toUpperCase()} ${p.name.toUpperCase()}`)
    .join('   ');

function frame(w: number, h: number, defs: string[], body: string, label: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}"><defs>${defs.join('')}</defs>${body}</svg>\n`;
}

function drawTitle(
  x: number,
  baseline: number,
  fit: { lines: string[]; size: number },
  art: Art,
  anchor: 'start' | 'middle',
  spacing: number,
) {
  const lineHeight = fit.size * 0.98;
  return fit.lines
    .map((line, i) => {
      const y = baseline + i * lineHeight;
      const style = { size: fit.size, font: art.font, weight: 'bold' as const, anchor, spacing };
      return (
        text(x + fit.size * 0.04, y + fit.size * 0.05, line, { ...style, fill: '#000', opacity: 0.55 }) +
        text(x, y, line, { ...style, fill: 'url(#tt)' })
      );
    })
    .join('');
}

export function poster(movie: DemoMovie, art: Art) {
  const w = 600;
  const h = 900;
  const defs: string[] = [
    linear('sky', [
      [0, art.sky[0]],
      [0.55, art.sky[1]],
      [1, art.sky[2]],
    ]),
    linear('fade', [
      [0, '#000', 0],
      [0.45, '#000', 0.7],
      [1, '#000', 0.95],
    ]),
    linear('top', [
      [0, '#000', 0.55],
      [1, '#000', 0],
    ]),
    linear('tt', [
      [0.2, art.title[0]],
      [1, art.title[1]],
    ]),
    `<radialGradient id="vig" cx="0.5" cy="0.42" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>`,
  ];
  const ctx: Ctx = { w, h, fx: w / 2, hz: h * 0.57, u: w, rnd: random(movie.slug), art, defs };
  const scene = SCENES[art.scene](ctx);
  const spacing = 2;
  const fit = fitTitle(movie.movieName, art, 540, 84, spacing);
  const titleBase = 712 - (fit.lines.length - 1) * fit.size * 0.98;
  const taglineLines = balance(art.tagline, 40);
  const castLine = movie.cast.slice(0, 3).join('   ').toUpperCase();
  const tagY = 712 + fit.size * 0.5;
  const info = `${movie.genres.join(' · ')}   |   ${movie.supportingLanguages.join(' · ')}`.toUpperCase();
  const billing = [
    `${art.studio.toUpperCase()} PRESENTS   A FILM BY ${director(movie).toUpperCase()}`,
    `STARRING ${movie.cast.map((p) => p.toUpperCase()).join('   ')}`,
    crewLine(movie),
    `DIRECTED BY ${director(movie).toUpperCase()}`,
  ].flatMap((line) => balance(line, 84));
  const billingTop = 900 - 36 - billing.length * 11.5;
  const body = [
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    scene,
    `<rect width="${w}" height="${h}" fill="url(#vig)"/>`,
    `<rect y="${h * 0.5}" width="${w}" height="${h * 0.5}" fill="url(#fade)"/>`,
    `<rect width="${w}" height="150" fill="url(#top)"/>`,
    text(w / 2, 38, castLine, {
      size: fitSize(castLine, 560, 13, 'sans-serif', true, 2.5),
      spacing: 2.5,
      anchor: 'middle',
      weight: 'bold',
      opacity: 0.92,
    }),
    text(w / 2, 64, `${art.studio.toUpperCase()} PRESENTS`, {
      size: 10,
      spacing: 3,
      anchor: 'middle',
      opacity: 0.7,
    }),
    drawTitle(w / 2, titleBase, fit, art, 'middle', spacing),
    taglineLines
      .map((line, i) =>
        text(w / 2, tagY + i * 23, line, {
          size: 19,
          font: 'serif',
          italic: true,
          anchor: 'middle',
          fill: '#f3f3f3',
        }),
      )
      .join(''),
    text(w / 2, billingTop - 14, info, {
      size: 11,
      spacing: 2,
      anchor: 'middle',
      fill: art.title[1],
      weight: 'bold',
    }),
    billing
      .map((line, i) =>
        text(w / 2, billingTop + 8 + i * 11.5, line, {
          size: 9.5,
          condensed: true,
          anchor: 'middle',
          fill: '#c8c8c8',
          spacing: 0.6,
        }),
      )
      .join(''),
    `<line x1="150" y1="${900 - 30}" x2="450" y2="${900 - 30}" stroke="#fff" stroke-opacity="0.25"/>`,
    text(w / 2, 900 - 12, 'ONLY IN CINEMAS', { size: 13, weight: 'bold', spacing: 5, anchor: 'middle' }),
    badge(554, 860, 22, art.certificate),
  ].join('');
  return frame(w, h, defs, body, `${movie.movieName} poster`);
}

export function banner(movie: DemoMovie, art: Art) {
  const w = 1920;
  const h = 720;
  const defs: string[] = [
    linear('sky', [
      [0, art.sky[0]],
      [0.6, art.sky[1]],
      [1, art.sky[2]],
    ]),
    linear(
      'side',
      [
        [0, '#000', 0.88],
        [0.35, '#000', 0.6],
        [0.62, '#000', 0],
      ],
      false,
    ),
    linear('tt', [
      [0.2, art.title[0]],
      [1, art.title[1]],
    ]),
    linear('foot', [
      [0.6, '#000', 0],
      [1, '#000', 0.55],
    ]),
  ];
  const ctx: Ctx = { w, h, fx: w * 0.7, hz: h * 0.74, u: h, rnd: random(`${movie.slug}-banner`), art, defs };
  const scene = SCENES[art.scene](ctx);
  const left = 110;
  const spacing = 3;
  const fit = fitTitle(movie.movieName, art, 860, 132, spacing);
  const titleBase = 330 - (fit.lines.length - 1) * fit.size * 0.98 * 0.5;
  const afterTitle = titleBase + (fit.lines.length - 1) * fit.size * 0.98;
  const info = `${movie.genres.join(' · ')}   |   ${movie.supportingLanguages.join(' · ')}`.toUpperCase();
  const body = [
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    scene,
    `<rect width="${w}" height="${h}" fill="url(#side)"/>`,
    `<rect width="${w}" height="${h}" fill="url(#foot)"/>`,
    badge(left + 26, titleBase - fit.size - 44, 26, art.certificate),
    text(left + 68, titleBase - fit.size - 34, info, {
      size: 22,
      spacing: 3,
      weight: 'bold',
      fill: art.title[1],
    }),
    drawTitle(left, titleBase, fit, art, 'start', spacing),
    text(left, afterTitle + 62, art.tagline, { size: 36, font: 'serif', italic: true, fill: '#f5f5f5' }),
    text(left, afterTitle + 118, `STARRING ${movie.cast.slice(0, 4).join('  ·  ').toUpperCase()}`, {
      size: 20,
      spacing: 2,
      fill: '#dedede',
    }),
    text(left, afterTitle + 150, `DIRECTED BY ${director(movie).toUpperCase()}`, {
      size: 20,
      spacing: 2,
      fill: '#bdbdbd',
    }),
    text(left, h - 56, 'ONLY IN CINEMAS', { size: 22, weight: 'bold', spacing: 8 }),
  ].join('');
  return frame(w, h, defs, body, `${movie.movieName} banner`);
}

// ---------------------------------------------------------------------------------------------

const outDir = fileURLToPath(new URL('../embedded/demo-art/', import.meta.url));

async function main() {
  const pngIndex = process.argv.indexOf('--png');
  const pngDir = pngIndex > 0 ? process.argv[pngIndex + 1] : undefined;
  mkdirSync(outDir, { recursive: true });
  if (pngDir) mkdirSync(pngDir, { recursive: true });
  const sharp = pngDir ? (await import('sharp')).default : undefined;
  for (const movie of DEMO_MOVIES) {
    const art = ART[movie.slug];
    if (!art) throw new Error(`No art for ${movie.slug}`);
    for (const [kind, svg] of [
      ['poster', poster(movie, art)],
      ['banner', banner(movie, art)],
    ] as const) {
      const file = `${movie.slug}-${kind}.svg`;
      writeFileSync(join(outDir, file), svg);
      const kb = Buffer.byteLength(svg) / 1024;
      console.log(`${file.padEnd(34)} ${kb.toFixed(1)} KB${kb >= 15 ? '  TOO BIG' : ''}`);
      if (sharp && pngDir)
        await sharp(Buffer.from(svg))
          .png()
          .toFile(join(pngDir, `${movie.slug}-${kind}.png`));
    }
  }
}

await main();
