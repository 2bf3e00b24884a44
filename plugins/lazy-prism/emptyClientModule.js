// Stands in for the classic theme's Prism client module (see index.ts): the
// languages are registered by src/theme/CodeBlock when a code block loads.
export {};
