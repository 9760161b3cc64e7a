// The map's two views and the size of its markers in each. The world map is crowded in Europe and around the
// Mediterranean, where spaces are small; the board can show that part enlarged (map.json's `views.europe`, made
// by the generator in the map's proportions). Markers are sized by the room around their label point as seen on
// screen, so in the enlarged view they grow (up to MAX_ZOOMED) but still stay about as wide as their space.

/** The largest marker in the enlarged view, relative to a full-size marker of the world view. */
export const MAX_ZOOMED = 1.6;
/** The smallest marker in the enlarged view (in the world view: half size); the enlarged view has room for it
 * even around Greece and Latium, whose label points lie about 15 map units from their neighbours'. */
export const MIN_ZOOMED = 0.8;

/** How much `view` ([x, y, w, h]) enlarges the map `box`. */
export const zoomOf = (box, view) => box[2] / view[2];

/** A marker's scale in map units for a space with `room` around its label point, in a view enlarged `zoom`
 * times: as large on screen as the room allows (room 16 or more: full size), never below half size (in the
 * enlarged view MIN_ZOOMED). */
export function markerScale(room, zoom = 1) {
  const onScreen = Math.max(zoom > 1 ? MIN_ZOOMED : 0.5, Math.min(zoom > 1 ? MAX_ZOOMED : 1, (room * zoom) / 16));
  return onScreen / zoom;
}

/** Whether the point lies in `view`. */
export const inView = ([x, y], [vx, vy, vw, vh]) => x >= vx && x <= vx + vw && y >= vy && y <= vy + vh;
