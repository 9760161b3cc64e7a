// The rondel must stay readable however the nations stand: six on one space and six on the next included.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { centreSpot, labelBox, markerBox, markerSpots, RING } from './rondel-layout.js';

const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0
  && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0;
const NATIONS = 6;

test('every space has a spot for each of the six nations', () => {
  for (let k = 0; k < 8; k += 1) assert.ok(markerSpots(k).length >= NATIONS, `space ${k}: ${markerSpots(k).length} spots`);
});

test('with six nations on every space at once, no two markers and no marker and name or cost overlap', () => {
  const boxes = [];
  for (let k = 0; k < 8; k += 1) {
    for (const { x, y } of markerSpots(k).slice(0, NATIONS)) boxes.push({ k, box: markerBox(x, y) });
  }
  for (let j = 0; j < NATIONS; j += 1) {
    const { x, y } = centreSpot(j);
    boxes.push({ k: 'centre', box: markerBox(x, y) });
  }
  for (let a = 0; a < boxes.length; a += 1) {
    for (let b = a + 1; b < boxes.length; b += 1) {
      assert.ok(!overlap(boxes[a].box, boxes[b].box), `markers of ${boxes[a].k} and ${boxes[b].k}`);
    }
    for (let k = 0; k < 8; k += 1) assert.ok(!overlap(boxes[a].box, labelBox(k)), `marker of ${boxes[a].k} on the name of ${k}`);
  }
});

test('a space\'s markers stay in its wedge, clear of the hole in the middle', () => {
  for (let k = 0; k < 8; k += 1) {
    const mid = (k / 8) * 2 * Math.PI - Math.PI / 2;
    for (const { x, y } of markerSpots(k).slice(0, NATIONS)) {
      const r = Math.hypot(x, y);
      assert.ok(r > RING.inner && r < RING.outer, `space ${k}: radius ${r}`);
      const off = Math.atan2(Math.sin(Math.atan2(y, x) - mid), Math.cos(Math.atan2(y, x) - mid));
      assert.ok(Math.abs(off) < Math.PI / 8, `space ${k}: ${off} off the middle`);
    }
    const [first] = markerSpots(k);
    assert.ok(Math.hypot(first.x, first.y) > RING.inner + 6, `space ${k}: first marker clear of the hole`);
  }
});
