/**
 * Non-negative integers as text: each number in base 32, most significant
 * digit first, one character per digit from a 64-character alphabet that JSON
 * writes without escapes. The first 32 characters are digits with more to
 * come, the last 32 the number's final digit, so numbers need no separator and
 * one below 32 is one character.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';
const BASE = 32;
/** Each character's value by its code, -1 for characters outside the alphabet (a table: decoding is a hot loop). */
const VALUE = new Int8Array(128).fill(-1);
[...ALPHABET].forEach((char, value) => (VALUE[char.charCodeAt(0)] = value));

export class NumberTextError extends Error {
  override readonly name = 'NumberTextError';
}

export function encodeNumbers(numbers: readonly number[]): string {
  let text = '';
  for (const number of numbers) {
    if (!Number.isSafeInteger(number) || number < 0) throw new NumberTextError(`not a non-negative integer: ${number}`);
    let rest = Math.floor(number / BASE);
    let digits = ALPHABET[BASE + (number % BASE)]!;
    while (rest > 0) {
      digits = ALPHABET[rest % BASE]! + digits;
      rest = Math.floor(rest / BASE);
    }
    text += digits;
  }
  return text;
}

export function decodeNumbers(text: string): number[] {
  const numbers: number[] = [];
  let number = 0;
  let open = false;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    const value = code < 128 ? VALUE[code]! : -1;
    if (value < 0) throw new NumberTextError(`not a digit: ${JSON.stringify(text[at])}`);
    open = value < BASE;
    if (open) {
      number = number * BASE + value;
    } else {
      numbers.push(number * BASE + (value - BASE));
      number = 0;
    }
  }
  if (open) throw new NumberTextError('the text ends inside a number');
  return numbers;
}
