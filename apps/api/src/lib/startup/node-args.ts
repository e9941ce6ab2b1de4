/**
 * Node options the API server is started with, by every launcher (`npm start`, the systemd unit in
 * deploy/, the end-to-end, cluster and benchmark runs). V8 sizes its young generation from the
 * machine's memory, up to some 130 MB on a large server, and loading the server's modules grows it
 * to that: 16 MB semi-spaces keep a resting server on PostgreSQL 30-50 MB smaller, with no loss
 * of requests a second that the benchmark could measure. 8 MB would save another 12 MB but costs
 * one-row reads up to 5 % more processor time (docs/decisions/0019-memory-at-rest.md).
 */
export const API_NODE_ARGS = ['--max-semi-space-size=16'];
