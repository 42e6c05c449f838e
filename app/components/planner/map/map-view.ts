// How every live route map frames the stops: one stop at street level, several fitted with room around.
export const MAP_ZOOM = 14;
export const FIT_PADDING = 60;
/** A live map that has not drawn within this long gives way to the sketch. */
export const MAP_LOAD_TIMEOUT_MS = 5000;
export const ROUTE_COLOR = "#6d28d9";
