export function App() {
  return (
    <main>
      <h1>Dasturxon</h1>
    </main>
  );
}
