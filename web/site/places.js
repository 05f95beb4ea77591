// Where the map problems' variables sit on a map: approximate centres of the regions as
// (longitude, latitude), so that the constraint graph looks like the map it colours.

const AUSTRALIA = {
  WA: [122, -26], NT: [133.5, -19.5], SA: [135, -30], Q: [144, -22], NSW: [147, -32.5],
  V: [144.5, -37], T: [146.5, -42.5],
};

// The 50 states (Alaska and Hawaii drawn as insets in the south-west) and DC.
const USA = {
  AL: [-86.8, 32.8], AK: [-118, 26], AZ: [-111.7, 34.3], AR: [-92.4, 34.9], CA: [-119.7, 37.2],
  CO: [-105.5, 39.0], CT: [-72.7, 41.6], DE: [-75.5, 39.0], FL: [-81.7, 28.6], GA: [-83.4, 32.7],
  HI: [-108, 26], ID: [-114.6, 44.4], IL: [-89.2, 40.0], IN: [-86.3, 39.9], IA: [-93.5, 42.1],
  KS: [-98.4, 38.5], KY: [-85.3, 37.5], LA: [-92.0, 31.1], ME: [-69.2, 45.4], MD: [-76.8, 39.0],
  MA: [-71.8, 42.3], MI: [-85.4, 44.3], MN: [-94.3, 46.3], MS: [-89.7, 32.7], MO: [-92.5, 38.4],
  MT: [-109.6, 47.0], NE: [-99.8, 41.5], NV: [-116.6, 39.3], NH: [-71.6, 43.7], NJ: [-74.7, 40.2],
  NM: [-106.1, 34.4], NY: [-75.5, 42.9], NC: [-79.4, 35.5], ND: [-100.5, 47.5], OH: [-82.8, 40.3],
  OK: [-97.5, 35.6], OR: [-120.5, 43.9], PA: [-77.6, 40.9], RI: [-71.5, 41.7], SC: [-80.9, 33.9],
  SD: [-100.2, 44.4], TN: [-86.3, 35.9], TX: [-99.3, 31.5], UT: [-111.7, 39.3], VT: [-72.7, 44.1],
  VA: [-78.8, 37.5], WA: [-120.4, 47.4], WV: [-80.6, 38.6], WI: [-89.9, 44.6], WY: [-107.5, 43.0],
  DC: [-77.0, 38.9],
};

const MAPS = { australia: AUSTRALIA, usa: USA };

/** [x, y] per variable in [0, 1]² (y down) for a known map, or null when a name is not on it. */
export function mapPlaces(problemId, names) {
  const map = MAPS[problemId];
  if (!map || !names.every((n) => n in map)) return null;
  const points = names.map((n) => map[n]);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const span = Math.max(x1 - x0, y1 - y0) || 1;
  return points.map(([x, y]) => [(x - x0) / span, (y1 - y) / span]);
}
