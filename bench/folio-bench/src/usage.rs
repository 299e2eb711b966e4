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
    Some(timeval(usage.ru_utime) + timeval(usage.ru_stime))
}

/// The system part of [`cpu_time`]: time the kernel spent working for this process (page
/// faults, reads, memory map changes).
pub fn system_time() -> Option<Duration> {
    let usage = rusage(libc::RUSAGE_SELF)?;
    Some(timeval(usage.ru_stime))
}

/// CPU time the whole machine has spent busy so far (every core, every process: user, nice,
/// system, irq, softirq and steal of the `cpu` line of `/proc/stat`). Its growth over a run
/// minus the run's own CPU time is what everything else on the machine used meanwhile.
pub fn machine_busy() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/stat").ok()?;
    // SAFETY: sysconf has no preconditions; it only reads a configuration value.
    let ticks_per_s = unsafe { libc::sysconf(libc::_SC_CLK_TCK) };
    busy_from_stat(&stat, u64::try_from(ticks_per_s).ok().filter(|&t| t > 0)?)
}

fn busy_from_stat(stat: &str, ticks_per_s: u64) -> Option<Duration> {
    let line = stat.lines().find(|l| l.starts_with("cpu "))?;
    let fields: Vec<u64> = line
        .split_whitespace()
        .skip(1)
        .map(|f| f.parse().ok())
        .collect::<Option<_>>()?;
    // user nice system idle iowait irq softirq steal (guest time is already in user).
    let busy: u64 = [0, 1, 2, 5, 6, 7]
        .iter()
        .filter_map(|&i| fields.get(i))
        .sum();
    Some(Duration::from_nanos(
        busy.saturating_mul(1_000_000_000) / ticks_per_s,
    ))
}

/// CPU time (user + system) of the waited-for children of this process.
pub fn children_cpu_time() -> Option<Duration> {
    rusage(libc::RUSAGE_CHILDREN).map(|u| timeval(u.ru_utime) + timeval(u.ru_stime))
}

fn timeval(t: libc::timeval) -> Duration {
    Duration::from_secs(t.tv_sec.max(0) as u64) + Duration::from_micros(t.tv_usec.max(0) as u64)
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
    fn reads_busy_time_from_proc_stat() {
        let stat = "cpu  100 5 50 1000 30 2 3 10 0 0\ncpu0 50 2 25 500 15 1 1 5 0 0\n";
        // 100 + 5 + 50 + 2 + 3 + 10 ticks at 100 per second.
        assert_eq!(
            busy_from_stat(stat, 100),
            Some(Duration::from_millis(1_700))
        );
        assert_eq!(busy_from_stat("intr 1 2\n", 100), None);
        if cfg!(target_os = "linux") {
            assert!(machine_busy().unwrap() > Duration::ZERO);
        }
    }

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
