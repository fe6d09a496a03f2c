import { signInFontPath } from './sign-in-page';

/**
 * The sign-in page's stylesheet, served as a file (the CSP forbids inline styles). Colours are the
 * dark theme of apps/web/src/ui/tokens.css.
 */
export const signInPageStyles = `@font-face {
  font-family: "Inter Variable";
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url("${signInFontPath}") format("woff2-variations");
}
:root {
  color-scheme: dark;
}
*, *::before, *::after { box-sizing: border-box; }
html, body {
  margin: 0;
  min-height: 100%;
  background: #0d0f12;
  color: #f3f5f8;
  font: 16px/20px "Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif;
  letter-spacing: -0.011em;
}
body {
  display: flex;
  min-height: 100dvh;
  align-items: center;
  justify-content: center;
  padding: 24px 16px;
}
.card {
  width: 100%;
  max-width: 400px;
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 32px 24px;
  background: #15181d;
  border: 1px solid #2b313b;
  border-radius: 16px;
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.35);
}
.brand { margin: 0; color: #a2abb8; font-size: 14px; font-weight: 600; }
h1 { margin: 0; font-size: 28px; line-height: 32px; font-weight: 700; }
.notice {
  margin: 0;
  padding: 12px;
  border-radius: 10px;
  background: #1c2027;
  border: 1px solid #3a424f;
  color: #a2abb8;
  font-size: 14px;
  line-height: 20px;
}
form { display: flex; flex-direction: column; gap: 16px; }
.field { display: flex; flex-direction: column; gap: 8px; }
label { font-size: 14px; line-height: 20px; font-weight: 500; }
input {
  height: 48px;
  padding: 0 12px;
  border-radius: 10px;
  border: 1px solid #3a424f;
  background: #0d0f12;
  color: inherit;
  font: inherit;
  letter-spacing: inherit;
}
input:focus-visible { outline: 2px solid #9fc0ff; outline-offset: 2px; }
input[aria-invalid="true"] { border-color: #ff7b7b; }
.hint { margin: 0; color: #8b95a3; font-size: 12px; line-height: 16px; }
.error { margin: 0; color: #ff7b7b; font-size: 14px; line-height: 16px; }
button {
  height: 48px;
  border: 0;
  border-radius: 10px;
  background: #6e9bff;
  color: #0b1020;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
button:hover { background: #8cb0ff; }
button:active { background: #557fe0; }
button:focus-visible { outline: 2px solid #9fc0ff; outline-offset: 2px; }
a { color: #6e9bff; }
`;
