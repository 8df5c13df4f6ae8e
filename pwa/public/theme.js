// The remembered theme is applied before the first paint, so a dark page never flashes light.
// A file, not an inline script: the CSP allows scripts from our own origin only (decision 168).
(function () {
  try {
    var choice = localStorage.getItem('kalam.theme') || 'system';
    var dark =
      choice === 'dark' ||
      (choice === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    // Storage blocked: the light theme stays.
  }
})();
