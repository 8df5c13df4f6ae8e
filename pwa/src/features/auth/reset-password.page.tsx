// Placeholder by the app core: the forgot-password screen already walks email → code → new
// password, so /reset-password shows it until a screen of its own replaces this file.
export { Component, Component as default } from './forget-password.page.tsx';
