// @ts-check
/* global window, document */
// Runs before the app: applies the saved theme (default dark) and language so the first paint is right.
// Reads the entry that src/lib/preferences-store.ts persists ({"state":{"theme":…,"language":…}}).
(function () {
  var saved = '';
  try {
    saved = localStorage.getItem('vigila-preferences') || '';
  } catch {
    // Storage blocked: keep the defaults.
  }
  var themeMatch = /"theme":"(light|dark|system)"/.exec(saved);
  var languageMatch = /"language":"(en|es)"/.exec(saved);
  var theme = themeMatch ? themeMatch[1] : 'dark';
  var browserLanguage = (navigator.language || 'en').toLowerCase().indexOf('es') === 0 ? 'es' : 'en';
  var language = languageMatch ? languageMatch[1] : browserLanguage;
  var dark =
    theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.lang = language || 'en';
})();
