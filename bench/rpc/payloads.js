// The three payload sizes: tiny, medium (~500 B) and 3.5 KB, as objects and as journal lines.
'use strict';
const objects = {
  1: { id: 1, name: 't' },
  2: { id: 2, name: 'm'.repeat(480) },
  3: { id: 3, name: 'L'.repeat(3480) },
};
const sizes = { tiny: 1, medium: 2, '3.5KB': 3 };
const journal = Object.values(objects).map((o) => `p(${JSON.stringify(o)})\n`).join('');
module.exports = { objects, sizes, journal };
