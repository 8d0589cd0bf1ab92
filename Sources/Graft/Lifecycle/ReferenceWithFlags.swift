import Synchronization

// A strong reference and up to three flags in one word. Every heap object is at least 8-byte aligned (Swift
// allocates objects with `malloc`, whose alignment is 8 or 16 bytes), so the three low bits of its address are zero
// and hold the flags:
//
//     word
//     +---------------------------------------------------+--------------------+
//     | the object's address, or 0 for none (bits 63...3) | flags (bits 2...0) |
//     +---------------------------------------------------+--------------------+
//
// A flag beside a reference otherwise takes a word of its own, since the next reference is aligned to a word: in a
// router or an interactor, that word is what moves the object to the next allocation size.

/// A strong reference to an object, or to none, with up to three flags kept in the low bits of its address.
///
/// It retains the object it holds, as a strong stored property would, and releases it when it is replaced or
/// destroyed. It is not copyable, so no copy can release the object a second time.
///
/// Its owner keeps it in a `let` and changes it through nonmutating setters, from one isolation domain: the word is
/// an atomic only so that it can change inside a `let`, and every access is relaxed, a plain load or store. In a
/// stored `var` it took a dynamic exclusivity check on every access: the tree benchmark's cycle of 44,000 nodes took
/// 846 million instructions against 717 million (callgrind, graft-bench --only trees --quick).
///
/// The optimizer does not see a reference kept as bits, so it does not know that the owner's `deinit` reaches the
/// object, and may move a caller's last release of the owner, with that `deinit`, before a write to the object that
/// the `deinit` reads. So a method of the owner that writes to the object, or calls into it, after its last other
/// use of the owner ends with `keepAlive(self)`. Measured: a router's leak detector, set just before its
/// last release, was not seen by its `deinit` in a release build until its setter did.
struct ReferenceWithFlags<Object: AnyObject, Flags: RawRepresentable>: ~Copyable where Flags.RawValue == UInt {
    private let word: Atomic<UInt>

    /// The bits that hold the flags: those that an object's alignment leaves zero.
    static var flagMask: UInt { 7 }

    /// Holds `object`, retained, and `flags`.
    ///
    /// - Parameters:
    ///   - object: The object to hold, or `nil`.
    ///   - flags: At most the three lowest bits.
    init(_ object: Object?, flags: Flags) {
        var bits = Self.checked(flags)
        if let object {
            bits |= Self.retainedWord(of: object)
        }
        word = Atomic(bits)
    }

    deinit {
        if let address = Self.address(in: word.load(ordering: .relaxed)) {
            Unmanaged<Object>.fromOpaque(address).release()
        }
    }

    /// The object held, or `nil`; setting it releases the one it replaces and keeps the flags.
    var object: Object? {
        @inline(__always) get {
            guard let address = Self.address(in: word.load(ordering: .relaxed)) else { return nil }
            return Unmanaged<Object>.fromOpaque(address).takeUnretainedValue()
        }
        nonmutating set {
            let old = word.load(ordering: .relaxed)
            var bits = old & Self.flagMask
            if let newValue {
                bits |= Self.retainedWord(of: newValue)
            }
            word.store(bits, ordering: .relaxed)
            if let replaced = Self.address(in: old) {
                Unmanaged<Object>.fromOpaque(replaced).release()
            }
        }
    }

    /// The flags; setting them keeps the object.
    var flags: Flags {
        @inline(__always) get {
            // Only a setter or the initializer stores the bits, from a `Flags`.
            Flags(rawValue: word.load(ordering: .relaxed) & Self.flagMask).unsafelyUnwrapped
        }
        @inline(__always) nonmutating set {
            word.store((word.load(ordering: .relaxed) & ~Self.flagMask) | Self.checked(newValue), ordering: .relaxed)
        }
    }

    @inline(__always)
    private static func address(in word: UInt) -> UnsafeMutableRawPointer? {
        UnsafeMutableRawPointer(bitPattern: word & ~flagMask)
    }

    /// Retains `object` and returns its address as a word.
    private static func retainedWord(of object: Object) -> UInt {
        let address = UInt(bitPattern: Unmanaged.passRetained(object).toOpaque())
        guard address & flagMask == 0 else {
            fatalError(
                "Graft: internal error: \(type(of: object)) is allocated at \(address), not 8-byte aligned, so "
                    + "its address cannot keep flags.")
        }
        return address
    }

    @inline(__always)
    private static func checked(_ flags: Flags) -> UInt {
        guard flags.rawValue & ~flagMask == 0 else {
            fatalError("Graft: internal error: flags \(flags.rawValue) do not fit in \(flagMask).")
        }
        return flags.rawValue
    }
}
