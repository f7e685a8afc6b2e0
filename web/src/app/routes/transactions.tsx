// Placeholder while the booking issue builds this page.
export default function Route() {
  return <p className="p-6">Coming soon</p>;
}
