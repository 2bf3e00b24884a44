// The alias plugins/paint-first gives Docusaurus's client entry, a module run for its effect.
declare module '@docusaurus-client-entry';
