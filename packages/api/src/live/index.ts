export { createLiveEventHub, LIVE_EVENTS_CHANNEL, type LiveEventHub, type LiveEventHubOptions } from "./hub";
export { liveEventStreamResponse, LIVE_STREAM_HEADERS, type LiveStreamInput } from "./stream";
export { closeAllLiveStreams } from "./stream-slots";
export { handleLiveEventsRequest } from "./endpoint";
