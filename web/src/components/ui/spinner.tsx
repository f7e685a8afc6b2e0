export function Spinner({
  label = 'Loading',
  className = 'min-h-[40vh]',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div role="status" className={`flex items-center justify-center ${className}`}>
      <span className="size-9 rounded-full border-4 border-brand-200 border-t-brand-600 motion-safe:animate-spin" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
