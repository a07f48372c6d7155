import { describe, expect, it } from 'vitest';
import { findNulInBody, findNulText, noteJsonText } from './nul-text.js';

describe('findNulText', () => {
  it('finds nothing in clean values', () => {
    expect(findNulText({ a: 'x', b: [1, 'y', { c: null }], d: true })).toBeNull();
    expect(findNulText(undefined)).toBeNull();
  });

  it('names the dotted path of the first NUL', () => {
    expect(findNulText('a\u0000b')).toBe('');
    expect(findNulText({ name: 'a\u0000b' })).toBe('name');
    expect(findNulText({ rows: [{ barcode: 'x' }, { barcode: 'a\u0000' }] })).toBe('rows.1.barcode');
    expect(findNulText(['ok', '\u0000'])).toBe('1');
  });

  it('refuses a NUL in a key, naming the object holding it', () => {
    expect(findNulText({ price: { 'a\u0000b': 1 } })).toBe('price');
  });

  it('walks nesting far deeper than the call stack allows', () => {
    const depth = 50_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`);
    expect(findNulText(deep)).toBe(Array(depth).fill('0').join('.'));
    expect(findNulText(JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`))).toBeNull();
  });
});

describe('findNulInBody', () => {
  it('skips the walk only for JSON text that cannot hold a NUL', () => {
    const clean = {};
    noteJsonText(clean, '{"rows":[{"a":"x\\\\u0001"}]}');
    expect(findNulInBody(clean, { rows: [{ a: 'x\u0001' }] })).toBeNull();
    const escaped = {};
    const text = '{"rows":[{"a":"ok"},{"a":"x\\u0000"}]}';
    noteJsonText(escaped, text);
    expect(findNulInBody(escaped, JSON.parse(text))).toBe('rows.1.a');
    // Never noted (another parser): walked as before.
    expect(findNulInBody({}, { a: 'b\u0000' })).toBe('a');
  });
});
