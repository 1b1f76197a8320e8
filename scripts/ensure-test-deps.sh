#!/usr/bin/env bash
# Makes sure the system parts the test suite needs are present, installing or starting them when it can:
# Chromium (end-to-end tests), libxml2-utils (xmllint, for E2B well-formedness checks), pocketsphinx with its
# English model (the embedded transcriber's real-audio test) and a PostgreSQL server
# on 127.0.0.1:5432 (integration tests run on it as well as on PGlite). Prints exactly what is missing otherwise.
set -uo pipefail

missing_packages=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing_packages+=(chromium)
command -v xmllint >/dev/null 2>&1 || missing_packages+=(libxml2-utils)
command -v pocketsphinx_continuous >/dev/null 2>&1 || missing_packages+=(pocketsphinx)
[ -f /usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict ] || missing_packages+=(pocketsphinx-en-us)

can_apt() { [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; }

if [ ${#missing_packages[@]} -gt 0 ]; then
  if can_apt; then
    echo "Installing Debian packages for the tests: ${missing_packages[*]}"
    apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing_packages[@]}" >/dev/null \
      || { echo "ERROR: could not install ${missing_packages[*]} with apt-get." >&2; exit 1; }
  else
    echo "ERROR: the tests need these Debian packages: ${missing_packages[*]} (run as root: apt-get install ${missing_packages[*]})." >&2
    exit 1
  fi
fi

postgres_up() { command -v pg_isready >/dev/null 2>&1 && pg_isready -q -h 127.0.0.1 -p 5432; }

if ! postgres_up; then
  if ! command -v pg_ctlcluster >/dev/null 2>&1 && can_apt; then
    echo "Installing PostgreSQL for the integration tests"
    apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null || true
  fi
  if command -v pg_ctlcluster >/dev/null 2>&1; then
    for version in $(ls /etc/postgresql 2>/dev/null); do
      pg_ctlcluster --skip-systemctl-redirect "$version" main start >/dev/null 2>&1 || true
    done
    for _ in $(seq 1 20); do postgres_up && break; sleep 0.5; done
  fi
fi

if postgres_up; then
  echo "PostgreSQL is reachable on 127.0.0.1:5432: integration tests run on PGlite and PostgreSQL."
  echo "REQUIRE_POSTGRES=1" > "${VIGILA_TEST_ENV_FILE:-/dev/null}"
elif [ "${CI:-}" = "true" ]; then
  echo "ERROR: no PostgreSQL server on 127.0.0.1:5432 and none could be started; CI tests both databases." >&2
  exit 1
else
  echo "WARNING: no PostgreSQL server on 127.0.0.1:5432: integration tests run on PGlite only." >&2
fi
exit 0
