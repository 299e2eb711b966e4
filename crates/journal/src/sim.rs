//! A simulated disk for crash tests: files whose unsynced writes a power loss drops.
//!
//! Each file keeps what reads see (`data`), what has been made durable (`durable`, as of the
//! last `sync`) and the operations since (`pending`, in order). A power loss keeps, per file,
//! the durable bytes plus a random number of the pending operations in order, and may tear the
//! next pending write at any byte (keeping a prefix of it): the states a file system that
//! writes back in order can leave behind. The disk can also run out of space (a write then
//! writes what fits and fails with `ENOSPC`), fail an fsync or a truncate, and make fsyncs slow
//! (so that tests see writers overlap).
//!
//! Built for tests only: this crate's with `cfg(test)`, other crates' with the `sim` feature.

use std::collections::BTreeMap;
use std::io;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use crate::Storage;

/// A disk holding named files. Clones share the disk.
#[derive(Debug, Clone, Default)]
pub struct SimDisk {
    state: Arc<Mutex<Disk>>,
}

#[derive(Debug, Default)]
struct Disk {
    files: BTreeMap<String, FileState>,
    /// Bumped by every power loss: handles from before it fail.
    epoch: u64,
    /// Total bytes the files may hold.
    capacity: Option<u64>,
    fail_next_sync: bool,
    fail_truncates: bool,
    sync_delay: Duration,
    syncs: u64,
}

#[derive(Debug, Default)]
struct FileState {
    data: Vec<u8>,
    durable: Vec<u8>,
    /// Operations since the durable state, with their sequence numbers.
    pending: Vec<(u64, Pending)>,
    next_seq: u64,
}

#[derive(Debug)]
enum Pending {
    Write { offset: usize, bytes: Vec<u8> },
    Truncate(usize),
}

impl Pending {
    fn apply(&self, file: &mut Vec<u8>) {
        match self {
            Pending::Write { offset, bytes } => write_at(file, *offset, bytes),
            Pending::Truncate(len) => file.resize(*len, 0),
        }
    }
}

impl FileState {
    fn push(&mut self, op: Pending) {
        self.pending.push((self.next_seq, op));
        self.next_seq += 1;
    }
}

fn write_at(file: &mut Vec<u8>, offset: usize, bytes: &[u8]) {
    if file.len() < offset + bytes.len() {
        file.resize(offset + bytes.len(), 0);
    }
    file[offset..offset + bytes.len()].copy_from_slice(bytes);
}

impl SimDisk {
    /// An empty disk with unlimited space.
    pub fn new() -> SimDisk {
        SimDisk::default()
    }

    fn lock(&self) -> MutexGuard<'_, Disk> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A handle on the file `name`, created empty (and durably) when absent.
    pub fn file(&self, name: &str) -> SimFile {
        let mut disk = self.lock();
        disk.files.entry(name.to_owned()).or_default();
        SimFile {
            disk: self.clone(),
            name: name.to_owned(),
            epoch: disk.epoch,
        }
    }

    /// Creates (or replaces) the file `name` with durable `bytes`.
    pub fn put(&self, name: &str, bytes: &[u8]) {
        let mut disk = self.lock();
        disk.files.insert(
            name.to_owned(),
            FileState {
                data: bytes.to_vec(),
                durable: bytes.to_vec(),
                ..FileState::default()
            },
        );
    }

    /// What a read of `name` sees now, or `None` when there is no such file.
    pub fn contents(&self, name: &str) -> Option<Vec<u8>> {
        self.lock().files.get(name).map(|f| f.data.clone())
    }

    /// What a power loss now would keep of `name` for sure: its bytes as of its last `sync`.
    pub fn durable(&self, name: &str) -> Option<Vec<u8>> {
        self.lock().files.get(name).map(|f| f.durable.clone())
    }

    /// Limits the bytes all files may hold together (`None`: no limit). Writes past it write
    /// what fits and fail with `ENOSPC`.
    pub fn set_capacity(&self, capacity: Option<u64>) {
        self.lock().capacity = capacity;
    }

    /// The next `sync` fails with `EIO` (and makes nothing durable).
    pub fn fail_next_sync(&self) {
        self.lock().fail_next_sync = true;
    }

    /// While set, every `truncate` fails with `EIO`.
    pub fn fail_truncates(&self, fail: bool) {
        self.lock().fail_truncates = fail;
    }

    /// Every `sync` takes this long (without holding the disk, so appends go on meanwhile).
    pub fn set_sync_delay(&self, delay: Duration) {
        self.lock().sync_delay = delay;
    }

    /// How many `sync` calls succeeded.
    pub fn syncs(&self) -> u64 {
        self.lock().syncs
    }

    /// Cuts the power: each file keeps its durable bytes plus a random number (chosen from
    /// `seed`) of its pending operations, in order, and possibly a prefix of the next pending
    /// write. Handles made before fail from now on, as on a machine that is off.
    pub fn power_loss(&self, seed: u64) {
        let mut rng = SplitMix(seed);
        let mut disk = self.lock();
        disk.epoch += 1;
        for file in disk.files.values_mut() {
            let mut kept = std::mem::take(&mut file.durable);
            let pending = std::mem::take(&mut file.pending);
            let whole = rng.below(pending.len() as u64 + 1) as usize;
            for (_, op) in &pending[..whole] {
                op.apply(&mut kept);
            }
            if let Some((_, Pending::Write { offset, bytes })) = pending.get(whole) {
                let prefix = rng.below(bytes.len() as u64) as usize;
                write_at(&mut kept, *offset, &bytes[..prefix]);
            }
            file.data = kept.clone();
            file.durable = kept;
        }
    }
}

/// One file of a [`SimDisk`], usable as the writer's [`Storage`].
#[derive(Debug)]
pub struct SimFile {
    disk: SimDisk,
    name: String,
    epoch: u64,
}

impl SimFile {
    /// The disk and this file, or `EIO` when the power went off since the handle was made.
    fn open<'a>(&self, disk: &'a mut Disk) -> io::Result<&'a mut FileState> {
        if disk.epoch != self.epoch {
            return Err(io::Error::from_raw_os_error(libc::EIO));
        }
        Ok(disk
            .files
            .get_mut(&self.name)
            .expect("files are never removed"))
    }
}

impl Storage for SimFile {
    fn append(&self, bytes: &[u8]) -> io::Result<()> {
        let mut disk = self.disk.lock();
        let used: usize = disk.files.values().map(|f| f.data.len()).sum();
        let room = disk
            .capacity
            .map_or(usize::MAX, |c| (c as usize).saturating_sub(used));
        let file = self.open(&mut disk)?;
        let fits = bytes.len().min(room);
        let offset = file.data.len();
        file.data.extend_from_slice(&bytes[..fits]);
        file.push(Pending::Write {
            offset,
            bytes: bytes[..fits].to_vec(),
        });
        if fits < bytes.len() {
            return Err(io::Error::from_raw_os_error(libc::ENOSPC));
        }
        Ok(())
    }

    fn sync(&self) -> io::Result<()> {
        // The operations present when the fsync starts are the ones it makes durable.
        let (fail, covered, delay) = {
            let mut disk = self.disk.lock();
            let fail = std::mem::take(&mut disk.fail_next_sync);
            let delay = disk.sync_delay;
            let file = self.open(&mut disk)?;
            (fail, file.next_seq, delay)
        };
        // A failing fsync takes its time too, so that waiters can queue up behind it.
        if !delay.is_zero() {
            std::thread::sleep(delay);
        }
        if fail {
            return Err(io::Error::from_raw_os_error(libc::EIO));
        }
        let mut disk = self.disk.lock();
        let file = self.open(&mut disk)?;
        let done = file.pending.partition_point(|(seq, _)| *seq < covered);
        for (_, op) in file.pending.drain(..done) {
            op.apply(&mut file.durable);
        }
        disk.syncs += 1;
        Ok(())
    }

    fn truncate(&self, len: u64) -> io::Result<()> {
        let mut disk = self.disk.lock();
        let fail = disk.fail_truncates;
        let file = self.open(&mut disk)?;
        if fail {
            return Err(io::Error::from_raw_os_error(libc::EIO));
        }
        file.data.resize(len as usize, 0);
        file.push(Pending::Truncate(len as usize));
        Ok(())
    }

    fn len(&self) -> io::Result<u64> {
        let mut disk = self.disk.lock();
        Ok(self.open(&mut disk)?.data.len() as u64)
    }

    fn read_at(&self, offset: u64, buf: &mut [u8]) -> io::Result<usize> {
        let mut disk = self.disk.lock();
        let data = &self.open(&mut disk)?.data;
        let start = (offset as usize).min(data.len());
        let n = buf.len().min(data.len() - start);
        buf[..n].copy_from_slice(&data[start..start + n]);
        Ok(n)
    }
}

/// SplitMix64: enough randomness for choosing what survives, with no dependency.
#[derive(Debug)]
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (0 when `n` is 0).
    fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            0
        } else {
            self.next() % n
        }
    }
}
