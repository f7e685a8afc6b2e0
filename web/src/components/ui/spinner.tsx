export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center">
      <span className="size-9 rounded-full border-4 border-brand-200 border-t-brand-600 motion-safe:animate-spin" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
