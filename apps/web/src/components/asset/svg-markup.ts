import { Fragment, type ReactNode } from 'react';

// SVG attributes whose names keep their capitals; every other camelCase prop is a kebab-case
// presentation attribute (strokeWidth → stroke-width).
const CAMEL_ATTRIBUTES = new Set(['viewBox', 'preserveAspectRatio', 'gradientUnits', 'gradientTransform']);

interface Element {
  type: unknown;
  props: Record<string, unknown> & { children?: ReactNode };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function attributeName(prop: string): string {
  if (prop === 'className') return 'class';
  return CAMEL_ATTRIBUTES.has(prop) ? prop : prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/**
 * The markup of a tree of SVG elements written as JSX: host elements and function components
 * without hooks (called as functions), as React's and Preact's elements both carry `type` and
 * `props`. For drawings turned into image files (see drawn-art.tsx), not for interactive content:
 * event handlers, refs and keys are dropped.
 */
export function svgMarkup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return escapeXml(String(node));
  if (Array.isArray(node)) return node.map(svgMarkup).join('');
  const { type, props } = node as unknown as Element;
  if (type === Fragment) return svgMarkup(props.children);
  if (typeof type === 'function') return svgMarkup((type as (p: unknown) => ReactNode)(props));
  if (typeof type !== 'string') throw new Error('svgMarkup: only elements and plain components');
  let attributes = '';
  for (const [prop, value] of Object.entries(props)) {
    if (prop === 'children' || prop === 'key' || prop === 'ref' || /^on[A-Z]/.test(prop)) continue;
    if (value === null || value === undefined || value === false) continue;
    attributes += ` ${attributeName(prop)}="${escapeXml(String(value))}"`;
  }
  return `<${type}${attributes}>${svgMarkup(props.children)}</${type}>`;
}
