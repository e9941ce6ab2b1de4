/**
 * Node options the API server is started with, by every launcher (`npm start`, the systemd unit in
 * deploy/, the end-to-end, cluster and benchmark runs). V8 sizes its young generation from the
 * machine's memory, up to some 130 MB on a large server, and loading the server's modules grows it
 * to that: 16 MB semi-spaces keep a resting server on PostgreSQL at about 190 MB instead of 220-240
 * MB, with no loss of requests a second that the benchmark could measure.
 */
export const API_NODE_ARGS = ['--max-semi-space-size=16'];
