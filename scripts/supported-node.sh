# Sourced from the repository's root by the root package.json's start, test and bench scripts and by .ci/run
# (POSIX sh: pnpm runs scripts with sh). When the `node` on PATH is older than web/package.json's engines.node
# (node:sqlite's transactions need 22.16), or missing, it puts Node 24 from the npm registry first on PATH for
# everything that follows, and says so in one line.
if ! supported_node_says=$(node -e '
  const oldest = require("./web/package.json").engines.node.replace(/^>=/, "")
  const [major, minor] = process.versions.node.split(".").map(Number)
  const [oldestMajor, oldestMinor] = oldest.split(".").map(Number)
  if (major < oldestMajor || (major === oldestMajor && minor < oldestMinor)) {
    console.log(`Node ${process.version} is older than ${oldest}, the oldest this project runs on`)
    process.exit(1)
  }' 2>/dev/null); then
  supported_node_bin=$(bash scripts/registry-node.sh 24) || return 1
  echo "${supported_node_says:-No usable Node found}: running on Node 24 from the npm registry ($supported_node_bin)"
  PATH="$supported_node_bin:$PATH"
  export PATH
fi
