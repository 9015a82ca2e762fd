// Runs one autocannon run in a child process, so the load generator has its own event loop (and
// core) instead of competing with the server it measures; sends the result to the parent. (Not a
// worker thread: autocannon inside a worker thread answers with its raw, unaggregated histograms.)
import autocannon from 'autocannon';

process.once('message', (options) => {
  autocannon(options, (error, result) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    process.send(JSON.parse(JSON.stringify(result)), () => process.exit(0));
  });
});
