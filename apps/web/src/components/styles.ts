/**
 * The page-wide styles, imported first by each entry: Mantine's base rules (reset, CSS variables,
 * global classes), then ours. Each Mantine component's own rules come with the component's code
 * (vite-plugins/mantine-styles.ts, decision 085), not from the whole 250 kB `styles.css`.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app.css';
