// The remembered theme is applied before the first paint, so a dark page never flashes light.
// A file, not an inline script: the CSP allows scripts from our own origin only (decision 168).
// Until a look is chosen with the switch, every screen follows the device, also when it changes
// while the app is open (here, not in the switch, which is not on every screen).
(function () {
  try {
    var media = matchMedia('(prefers-color-scheme: dark)');
    var follow = function () {
      var choice = localStorage.getItem('kalam.theme') || 'system';
      var dark = choice === 'dark' || (choice === 'system' && media.matches);
      document.documentElement.classList.toggle('dark', dark);
    };
    follow();
    media.addEventListener('change', follow);
  } catch {
    // Storage blocked: the light theme stays.
  }
})();
