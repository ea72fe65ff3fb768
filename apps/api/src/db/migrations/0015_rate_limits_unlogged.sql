-- Rate-limit windows are counted in an unlogged table (decision 042): every counted request is an
-- upsert of its key's row, and with the row's changes written to the WAL each one waited for a
-- disk flush while holding the row, so one busy key (one address viewing job pages) capped the
-- whole server at the disk's flush rate. Unlogged rows skip the WAL: they survive clean restarts
-- of PostgreSQL and of the app, and are emptied only by a database crash, which forgets at most
-- the current windows.
ALTER TABLE rate_limits SET UNLOGGED;
