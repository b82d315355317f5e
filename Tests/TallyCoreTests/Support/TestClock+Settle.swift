import Clocks

extension TestClock where Duration == Swift.Duration {
    /// Runs the clock until no sleep is left, however long that takes in real time.
    ///
    /// `TestClock.run()` gives up after 500 ms of real time and then ends every sleep with
    /// `CancellationError`, so under a slow build (ThreadSanitizer, a loaded machine) a debounce
    /// would end as if cancelled and a run would return without publishing. Two minutes is a
    /// bound for a hang, not a timing.
    func settle() async {
        await run(timeout: .seconds(120))
    }
}
