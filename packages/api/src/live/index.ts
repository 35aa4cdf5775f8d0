export { createLiveEventHub, LIVE_EVENTS_CHANNEL, type LiveEventHub, type LiveEventHubOptions } from "./hub";
export { closeAllLiveStreams, liveEventStreamResponse, LIVE_STREAM_HEADERS, type LiveStreamInput } from "./stream";
export { handleLiveEventsRequest } from "./endpoint";
