//! Resource usage: peak resident memory of this process (`/proc/self/status`) and of
//! waited-for children (`getrusage`, so the JVM peers get a number measured the same way from
//! outside), and this process's CPU time, which shows when a run shared the machine.

use std::time::Duration;

/// This process's peak resident set size in KiB (`VmHWM` of `/proc/self/status`), or `None`
/// where that file does not exist (not Linux).
pub fn peak_rss_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    parse_vm_hwm(&status)
}

fn parse_vm_hwm(status: &str) -> Option<u64> {
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line["VmHWM:".len()..]
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()
}

/// The largest peak resident set, in KiB, of any child process this process has waited for
/// (and of their waited-for descendants): `ru_maxrss` of `getrusage(RUSAGE_CHILDREN)`.
pub fn children_peak_rss_kb() -> Option<u64> {
    let usage = rusage(libc::RUSAGE_CHILDREN)?;
    // Linux reports ru_maxrss in KiB.
    u64::try_from(usage.ru_maxrss).ok().filter(|&kb| kb > 0)
}

/// CPU time (user + system) this process has used so far, all threads included.
pub fn cpu_time() -> Option<Duration> {
    let usage = rusage(libc::RUSAGE_SELF)?;
    let time = |t: libc::timeval| {
        Duration::from_secs(t.tv_sec.max(0) as u64) + Duration::from_micros(t.tv_usec.max(0) as u64)
    };
    Some(time(usage.ru_utime) + time(usage.ru_stime))
}

fn rusage(who: libc::c_int) -> Option<libc::rusage> {
    // SAFETY: `rusage` is plain data for which all-zero bytes are a valid value, and
    // `getrusage` only writes into the struct we pass, which lives for the whole call.
    unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        (libc::getrusage(who, &mut usage) == 0).then_some(usage)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_vm_hwm() {
        let status = "Name:\tx\nVmPeak:\t  20000 kB\nVmHWM:\t    1234 kB\nVmRSS:\t 1000 kB\n";
        assert_eq!(parse_vm_hwm(status), Some(1234));
        assert_eq!(parse_vm_hwm("Name:\tx\n"), None);
    }

    #[test]
    fn own_peak_and_cpu_are_known_on_linux() {
        if cfg!(target_os = "linux") {
            assert!(peak_rss_kb().unwrap() > 0);
            let before = cpu_time().unwrap();
            let mut x = 0u64;
            for i in 0..2_000_000u64 {
                x = std::hint::black_box(x.wrapping_mul(31).wrapping_add(i));
            }
            assert!(cpu_time().unwrap() >= before, "{x}");
        }
    }
}
