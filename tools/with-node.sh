#!/usr/bin/env bash
# Runs a command on a given Node.js major version, whatever Node this machine has:
#
#   bash tools/with-node.sh 24 npm test
#   bash tools/with-node.sh 22 npm run test:fast
#
# The official Node binary comes from the npm registry (the `node-<platform>-<arch>` package, the same build as
# nodejs.org's), installed once into .cache/node/<major>/. Native modules are built against its own headers
# (npm_config_nodedir), and better-sqlite3 is rebuilt when it was last built for another Node, so switching versions
# needs nothing else. This is how CI runs the suites on Node 24 and 22.
set -euo pipefail

if [[ $# -lt 2 || ! $1 =~ ^[0-9]+$ ]]; then
  echo "usage: bash tools/with-node.sh <major version> <command> [args...]" >&2
  exit 2
fi
major=$1
shift

root=$(cd "$(dirname "$0")/.." && pwd)
case "$(uname -s)" in
  Linux) platform=linux ;;
  Darwin) platform=darwin ;;
  *) echo "with-node: no official Node package for $(uname -s); install Node $major yourself" >&2; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "with-node: no official Node package for $(uname -m); install Node $major yourself" >&2; exit 1 ;;
esac

prefix="$root/.cache/node/$major"
home="$prefix/node_modules/node-$platform-$arch"
if [[ ! -x $home/bin/node ]]; then
  echo "with-node: installing Node $major (node-$platform-$arch@$major from the npm registry) into .cache/node/$major" >&2
  npm install --prefix "$prefix" --no-save --no-package-lock --ignore-scripts --loglevel=error \
    "node-$platform-$arch@$major" >&2
fi

export PATH="$home/bin:$PATH"
export npm_config_nodedir="$home"

# better-sqlite3 is compiled for one Node ABI: a module built for another Node would not load.
if [[ -d $root/node_modules/better-sqlite3 ]] &&
  ! (cd "$root/contact-api" && node -e "new (require('better-sqlite3'))(':memory:').close()" 2>/dev/null); then
  echo "with-node: rebuilding better-sqlite3 for Node $(node --version)" >&2
  (cd "$root" && npm rebuild better-sqlite3 --loglevel=error >&2)
fi

echo "with-node: Node $(node --version), npm $(npm --version)" >&2
exec "$@"
