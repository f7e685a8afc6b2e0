import { LiveEvents } from './live-events';
import { Premieres } from './premieres';
import { Trailers } from './trailers';

/** Home's fixed sections below the movies (spec: premieres, live events, trailers); loaded after the page. */
export default function HomeShowcase() {
  return (
    <div className="space-y-10 pb-12 [contain-intrinsic-size:auto_1600px] [content-visibility:auto] lg:space-y-12">
      <Premieres />
      <LiveEvents title="The Best of Live Events" />
      <Trailers />
    </div>
  );
}
