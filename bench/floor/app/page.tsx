export default function FloorPage() {
  return (
    <main>
      <h1>Framework floor</h1>
      <p>No client components, no data, no styles: the React and Next.js runtime and one hydration.</p>
    </main>
  );
}
