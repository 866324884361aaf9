/**
 * The window event the live socket fires each time it connects or reconnects. Events published while it
 * was not connected (before the first connection, or during a drop) are not replayed by the gateway, so
 * a live feed reads what it shows again when it hears this. Its own module so a feed can listen without
 * loading the socket's code.
 */
export const LIVE_CONNECTED_EVENT = 'finx:live-connected';
