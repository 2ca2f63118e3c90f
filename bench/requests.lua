-- wrk script of scripts/bench.ts: POSTs pre-made JSON bodies (one a line in $BENCH_BODIES) to $BENCH_PATH;
-- a line "cookie<TAB>json" is sent with that Cookie header.
-- Signed calls need a fresh random each, so every body is sent once; running out wraps around and is counted,
-- and the bench refuses a run that wrapped unless $BENCH_ALLOW_WRAP is set (the bare route does not care).
-- Every answer that is not HTTP 200 with code 0 is counted as bad.

local threads = {}

function setup(thread)
  thread:set("id", #threads)
  table.insert(threads, thread)
end

function init(args)
  local path = os.getenv("BENCH_PATH")
  local nthreads = tonumber(os.getenv("BENCH_THREADS"))
  local headers = { ["Content-Type"] = "application/json" }
  requests, count, index, bad, wrapped = {}, 0, 0, 0, 0
  local line_no = 0
  -- Each thread takes every nth line, so no two threads send the same body.
  for line in io.lines(os.getenv("BENCH_BODIES")) do
    if line_no % nthreads == id then
      count = count + 1
      -- "cookie<TAB>json": a signed-in person's call.
      local cookie, body = line:match("^([^\t]*)\t(.*)$")
      if cookie then
        requests[count] = wrk.format("POST", path, { ["Content-Type"] = "application/json", ["Cookie"] = cookie }, body)
      else
        requests[count] = wrk.format("POST", path, headers, line)
      end
    end
    line_no = line_no + 1
  end
end

function request()
  index = index + 1
  if index > count then
    index = 1
    wrapped = wrapped + 1
  end
  return requests[index]
end

function response(status, headers, body)
  if status ~= 200 or body:sub(1, 9) ~= '{"code":0' then
    bad = bad + 1
  end
end

function done(summary, latency, requests)
  local bad_total, wrapped_total = 0, 0
  for _, thread in ipairs(threads) do
    bad_total = bad_total + thread:get("bad")
    wrapped_total = wrapped_total + thread:get("wrapped")
  end
  local e = summary.errors
  io.write(string.format(
    'BENCH {"requests":%d,"micros":%d,"p50":%d,"p99":%d,"bad":%d,"wrapped":%d,"socketErrors":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    bad_total, wrapped_total, e.connect + e.read + e.write + e.timeout))
end
