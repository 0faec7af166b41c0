import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
// The widget package's own stylesheet (shared with the storefront), when present.
import.meta.glob('../../src/widgets/*.css', { eager: true });
import './styles.css';

createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
