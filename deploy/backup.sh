#!/bin/sh
# Backs up Reayah on PostgreSQL: a pg_dump of the database and a copy of the bucket's files.
#   sudo -u reayah deploy/backup.sh /backups
# Run it nightly (cron or a systemd timer); keep copies off the machine.
set -eu
. /etc/reayah/reayah.env
export S3_BUCKET S3_ENDPOINT S3_REGION S3_ACCESS_KEY_ID S3_SECRET_ACCESS_KEY S3_FORCE_PATH_STYLE
target="${1:?usage: backup.sh <folder>}/$(date -u +%Y-%m-%dT%H%M%SZ)"
mkdir -p "$target"
# The database first: a file row whose object is missing is worse than an object nobody points at.
pg_dump --format=custom --no-owner --file="$target/reayah.dump" "$DATABASE_URL"
cd /opt/reayah && node_modules/node/bin/node deploy/bucket-copy.ts download "$target/files"
echo "backup written to $target"
