#!/bin/sh
# Restores a backup made by backup.sh into an EMPTY database and bucket (stop the API first):
#   systemctl stop 'reayah@*'
#   sudo -u reayah deploy/restore.sh /backups/2026-11-23T020000Z
#   systemctl start reayah@3001 reayah@3002 reayah@3003
set -eu
. /etc/reayah/reayah.env
export S3_BUCKET S3_ENDPOINT S3_REGION S3_ACCESS_KEY_ID S3_SECRET_ACCESS_KEY S3_FORCE_PATH_STYLE
source="${1:?usage: restore.sh <backup folder>}"
pg_restore --no-owner --exit-on-error --dbname="$DATABASE_URL" "$source/reayah.dump"
cd /opt/reayah && node_modules/node/bin/node deploy/bucket-copy.ts upload "$source/files"
echo "restored from $source"
