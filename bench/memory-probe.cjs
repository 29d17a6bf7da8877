// Preloaded into the servers the socket benchmark starts (with --expose-gc): on request over IPC, collects garbage
// fully and answers the memory the process holds (JavaScript heap in use plus buffers outside it). Resident memory
// moves with whatever garbage a moment holds and with pages the runtime has not yet returned, so it is not compared.
process.on('message', (request) => {
  if (request !== 'memory') return;
  global.gc();
  const { heapUsed, external } = process.memoryUsage();
  process.send({ memory: heapUsed + external });
});
// The channel must not keep a server alive once it shuts down.
process.channel?.unref();
