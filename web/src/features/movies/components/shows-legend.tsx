/** The spec's legend: what the colours of a timing mean, and the subtitles-language mark. */
export function ShowsLegend() {
  return (
    <ul
      aria-label="Legend"
      className="flex flex-wrap items-center gap-x-5 gap-y-2 text-xs font-semibold tracking-wide text-slate-600"
    >
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-2.5 rounded-full bg-emerald-500" />
        AVAILABLE
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-2.5 rounded-full bg-amber-500" />
        FAST FILLING
      </li>
      <li className="flex items-center gap-1.5 font-medium tracking-normal">
        <span className="rounded border border-slate-400 px-1 text-[10px] leading-4 font-bold text-slate-700">
          LAN
        </span>
        Subtitles language
      </li>
    </ul>
  );
}
