import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router.tsx';
import { loadCatalogue } from './lib/i18n/index.ts';
import { usePreferences } from './lib/preferences-store.ts';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const root = createRoot(container);
const render = () =>
  root.render(
    <StrictMode>
      <AppRouter />
    </StrictMode>,
  );
// A Spanish interface fetches its catalogue first, so the first paint is not in English. If that fetch fails the
// app still starts, in English, and tries again when a component asks for Spanish.
loadCatalogue(usePreferences.getState().language).then(render, render);
