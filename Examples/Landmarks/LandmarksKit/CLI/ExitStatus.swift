/// The exit statuses of `landmarks`.
enum ExitStatus {
    /// Everything worked.
    static let success: Int32 = 0
    /// A command failed: a wrong password, an unknown landmark, unreachable or unreadable data.
    static let failure: Int32 = 1
    /// The command line could not be understood (`EX_USAGE` in `sysexits.h`).
    static let usage: Int32 = 64
}
