// @ts-check
// Given to `node --import` where the standalone server starts (scripts/start-standalone.sh, the container's CMD).
// Next prints its start banner before register() can send the console to the logger: held until then, those
// lines come out as JSON like every other.
import { holdConsole } from './console-sink.mjs'

holdConsole()
