-- wrk's script for bench/basket.ts: each request adds one unit of a variant to one of the bench's
-- baskets, drawn at random. Arguments: the variant's id, then the baskets' hashes. At the end it
-- prints one JSON line: the requests answered, those that failed, and the CPU wrk itself spent
-- (os.clock is the process's CPU time), which the bench leaves out of what served the updates.
local variant
local baskets = {}

function init(args)
  variant = args[1]
  for i = 2, #args do baskets[#baskets + 1] = args[i] end
  -- Each thread has its own state: seed from its own table address so threads draw differently.
  math.randomseed(os.time() + tonumber(tostring({}):match('0x(%x+)'), 16))
end

function request()
  local body = string.format('{"panier":"%s","declinaison":%s,"qtt":1}', baskets[math.random(#baskets)], variant)
  return wrk.format('POST', '/api/paniers/qtt', { ['content-type'] = 'application/json' }, body)
end

function done(summary)
  local errors = summary.errors
  local failed = errors.connect + errors.read + errors.write + errors.status + errors.timeout
  io.write(string.format('{"requests":%d,"failed":%d,"cpuSeconds":%f}\n', summary.requests, failed, os.clock()))
end
