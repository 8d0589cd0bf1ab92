/// Identifies one `shared` instance within a component: the call site, the value's type and an explicit key's hash.
///
/// The key is four machine words, so the lock-free read compares it with a few integer compares. The call site is
/// the source location of the `shared` call, so two calls in one member are two instances. The file name is
/// compared by address, and by content only when the addresses differ, because the same literal may be emitted more
/// than once when code is inlined into another module. An explicit key is represented here by its hash, which the
/// creation registry and the call site's own table (``KeyedSharedValues``) use; the component's table holds one slot
/// for a keyed call site, under its ``siteKey``, whatever the key.
///
/// A call site whose line, column or file name is too long for the packed call-site word is oversized: its file
/// address is then that of a record of the whole call site, one per distinct call site, so two call sites still never
/// share an instance.
@usableFromInline
struct SharedKey: Sendable {
    /// The line, the column, the file name's length and the key's flags, packed.
    @usableFromInline let site: CallSiteWord
    /// The value type's metadata address.
    @usableFromInline let valueType: TypeAddress
    /// Where the file name is, or for an oversized call site its record.
    @usableFromInline let fileAddress: FileAddress
    /// Zero without an explicit key; otherwise the key's hash with its lowest bit set.
    @usableFromInline let explicitKeyHash: Int

    /// A call site's line, column and file name length, packed into one word with the key's flags; never zero, so
    /// a table slot whose call-site word is zero is empty.
    ///
    ///     bit  63     62       61 ......... 40   39 ........ 24   23          22 ......... 0
    ///         +-------+--------+----------------+---------------+-----------+---------------+
    ///         | keyed | always | line (22 bits) | column (16)   | oversized | file length   |
    ///         |       | set    |                |               |           | (23 bits)     |
    ///         +-------+--------+----------------+---------------+-----------+---------------+
    ///
    /// A call site whose line, column or length does not fit is oversized: its bits here are truncated, and its
    /// file address names the whole call site.
    @usableFromInline
    struct CallSiteWord: Equatable, Sendable {
        @usableFromInline let rawValue: Int

        @inlinable
        @inline(__always)
        init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Set in the word of a keyed call, whose explicit key hash is then compared too; an unkeyed call's hash is
        /// always zero, so comparing call-site words is enough.
        @usableFromInline static var keyedBit: Int { Int.min }
        /// Set in every word, so that no call site's word is zero.
        @usableFromInline static var alwaysSetBit: Int { 1 &<< 62 }
        /// Set in the word of an oversized call site, whose file address is its record's.
        @usableFromInline static var oversizedBit: Int { 1 &<< 23 }
        /// The bits that hold the file name's length.
        @usableFromInline static var fileLengthMask: Int { 0x7F_FFFF }
        /// The position of the line's lowest bit.
        @usableFromInline static var lineShift: Int { 40 }
        /// The line's bits, before the shift.
        @usableFromInline static var lineMask: Int { 0x3F_FFFF }
        /// The position of the column's lowest bit.
        @usableFromInline static var columnShift: Int { 24 }
        /// The column's bits, before the shift.
        @usableFromInline static var columnMask: Int { 0xFFFF }

        /// Whether this is the word of an empty table slot: zero, which no call site's word is.
        @inlinable
        var isEmpty: Bool {
            @inline(__always) get { rawValue == 0 }
        }

        /// Whether the word is a keyed call's.
        @inlinable
        var isKeyed: Bool {
            @inline(__always) get { rawValue & Self.keyedBit != 0 }
        }

        /// Whether the call site is oversized.
        @inlinable
        var isOversized: Bool {
            @inline(__always) get { rawValue & Self.oversizedBit != 0 }
        }

        /// The file name's length in bytes, or its one scalar's value for a one-scalar literal.
        var fileLength: Int { rawValue & Self.fileLengthMask }

        /// Whether a table slot with this word holds a published instance: every call site's word has
        /// ``alwaysSetBit``, and the words of a claimed or abandoned slot do not.
        var isPublished: Bool { rawValue & Self.alwaysSetBit != 0 }

        /// The word of a table slot that an unkeyed creation of this call site has claimed.
        ///
        /// It is this word with ``keyedBit`` set and ``alwaysSetBit`` cleared: never zero, never a call site's, so no
        /// read matches it and every probe steps over it, and never an abandoned slot's, since ``keyedBit`` is set.
        var claimed: CallSiteWord { CallSiteWord(rawValue: (rawValue | Self.keyedBit) & ~Self.alwaysSetBit) }

        /// Whether a table slot with this word is claimed by a creation in flight.
        var isClaimed: Bool { rawValue & (Self.keyedBit | Self.alwaysSetBit) == Self.keyedBit }

        /// The call site of a claimed slot's word.
        var unclaimed: CallSiteWord { CallSiteWord(rawValue: (rawValue & ~Self.keyedBit) | Self.alwaysSetBit) }

        /// The word of a table slot whose creation ended without an instance: neither empty nor a call site's, so
        /// probes step over it, as they stepped over its claim; the next claim on the slot's probe may take it.
        static var abandoned: CallSiteWord { CallSiteWord(rawValue: 1) }
    }

    /// The address of a type's metadata, which names the type: two types never share one.
    @usableFromInline
    struct TypeAddress: Equatable, Sendable {
        @usableFromInline let rawValue: Int

        @inlinable
        @inline(__always)
        init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The address of `type`'s metadata, as `ObjectIdentifier` gives it, without the existential it takes.
        @inlinable
        @inline(__always)
        init<Value>(of type: Value.Type) {
            rawValue = unsafeBitCast(type, to: Int.self)
        }

        /// The type whose metadata is at this address.
        var type: Any.Type {
            unsafeBitCast(rawValue, to: Any.Type.self)
        }
    }

    /// The address of a file name's UTF-8 bytes, zero for a one-scalar literal, or for an oversized call site the
    /// address that stands for the whole call site.
    @usableFromInline
    struct FileAddress: Equatable, Sendable {
        @usableFromInline let rawValue: Int

        @inlinable
        @inline(__always)
        init(rawValue: Int) {
            self.rawValue = rawValue
        }
    }

    @inlinable
    @inline(__always)
    init<Value>(fileID: StaticString, line: UInt, column: UInt, valueType: Value.Type, explicitKeyHash: Int?) {
        let fileLength: Int
        let fileAddress: Int
        if fileID.hasPointerRepresentation {
            fileAddress = Int(bitPattern: fileID.utf8Start)
            fileLength = fileID.utf8CodeUnitCount
        } else {
            fileAddress = 0
            fileLength = Int(fileID.unicodeScalar.value)
        }
        let flags =
            explicitKeyHash == nil
            ? CallSiteWord.alwaysSetBit : CallSiteWord.alwaysSetBit | CallSiteWord.keyedBit
        let packed =
            flags | (Int(truncatingIfNeeded: line) & CallSiteWord.lineMask) &<< CallSiteWord.lineShift
            | (Int(truncatingIfNeeded: column) & CallSiteWord.columnMask) &<< CallSiteWord.columnShift
            | fileLength & CallSiteWord.fileLengthMask
        // Folded away for a literal call site, whose line, column and file name are constants.
        if line <= UInt(CallSiteWord.lineMask), column <= UInt(CallSiteWord.columnMask),
            fileLength <= CallSiteWord.fileLengthMask
        {
            site = CallSiteWord(rawValue: packed)
            self.fileAddress = FileAddress(rawValue: fileAddress)
        } else {
            site = CallSiteWord(rawValue: packed | CallSiteWord.oversizedBit)
            self.fileAddress = Self.oversizedCallSiteAddress(fileID: fileID, line: line, column: column)
        }
        self.valueType = TypeAddress(of: valueType)
        self.explicitKeyHash = explicitKeyHash.map(Self.explicitKeyHash(of:)) ?? 0
    }

    /// The ``explicitKeyHash`` of an explicit key whose `hashValue` is `hash`: the hash with its lowest bit set, so
    /// that it is never the zero of an unkeyed key.
    @inlinable
    @inline(__always)
    static func explicitKeyHash(of hash: Int) -> Int {
        hash | 1
    }

    /// Recreates a key from the four words a table slot stores.
    @inlinable
    @inline(__always)
    init(site: CallSiteWord, valueType: TypeAddress, fileAddress: FileAddress, explicitKeyHash: Int) {
        self.site = site
        self.valueType = valueType
        self.fileAddress = fileAddress
        self.explicitKeyHash = explicitKeyHash
    }

    /// The key of a keyed call site's slot in the component's table: this key with, in place of the explicit key's
    /// hash, the same word for every key.
    @inlinable
    var siteKey: SharedKey {
        @inline(__always) get {
            SharedKey(site: site, valueType: valueType, fileAddress: fileAddress, explicitKeyHash: Self.siteKeyHash)
        }
    }

    /// The explicit key hash of every ``siteKey``: odd, as every explicit key hash is.
    @usableFromInline static var siteKeyHash: Int { 1 }

    /// Whether the key is a keyed call's, whose explicit key hash is compared too.
    @inlinable
    var isKeyed: Bool {
        @inline(__always) get { site.isKeyed }
    }

    /// Whether two keys name the same call site, value type and explicit key hash; the one comparison every lookup
    /// and the creation registry use.
    ///
    /// File names are compared by address and, unless `comparingFileContents` is `false`, by content when the
    /// addresses differ. The inlined warm read passes `false`, which keeps the content check's call out of every
    /// call site; a key whose file name was emitted at another address is then found by the out-of-line probe.
    ///
    /// - Parameters:
    ///   - other: The key to compare with.
    ///   - comparingFileContents: Whether equal file names at different addresses match.
    /// - Returns: `true` when the keys match; an explicit key itself is compared separately.
    @inlinable
    @inline(__always)
    func matches(_ other: SharedKey, comparingFileContents: Bool = true) -> Bool {
        // A hint on each compare, not one on the whole condition, is what makes the compiler lay the inlined read's
        // match out straight through to its return.
        guard _fastPath(site.rawValue == other.site.rawValue), _fastPath(valueType.rawValue == other.valueType.rawValue)
        else {
            return false
        }
        guard !isKeyed || explicitKeyHash == other.explicitKeyHash else { return false }
        return _fastPath(fileAddress.rawValue == other.fileAddress.rawValue)
            || (comparingFileContents && !site.isOversized && hasFile(at: other.fileAddress))
    }

    /// The key's hash, spread over all bits by one multiplication; a table indexes by the top bits.
    ///
    /// It leaves out the value type, which ``matches(_:comparingFileContents:)`` still compares: a type's metadata
    /// address moves with address-space randomisation, and hashing it made which slot a member landed in, and so the
    /// cost of reading it, change from one run of the same program to the next.
    @inlinable
    var hash: UInt {
        @inline(__always) get {
            UInt(bitPattern: site.rawValue ^ explicitKeyHash) &* 0x9E37_79B9_7F4A_7C15
        }
    }

    /// Whether a file name stored at `otherAddress`, with this key's length, has this key's file name's bytes.
    ///
    /// Reached only when two call sites agree on line, column, length and type but not on the file name's address.
    ///
    /// - Parameter otherAddress: The address of the other file name's bytes.
    /// - Returns: `true` when the two file names are equal.
    @usableFromInline
    func hasFile(at otherAddress: FileAddress) -> Bool {
        guard fileAddress.rawValue != 0, otherAddress.rawValue != 0 else { return fileAddress == otherAddress }
        let length = site.fileLength
        let mine = UnsafeRawBufferPointer(start: UnsafeRawPointer(bitPattern: fileAddress.rawValue), count: length)
        let theirs = UnsafeRawBufferPointer(start: UnsafeRawPointer(bitPattern: otherAddress.rawValue), count: length)
        return mine.elementsEqual(theirs)
    }
}

extension SharedKey {
    /// The whole of an oversized call site.
    private struct OversizedCallSite: Hashable, Sendable {
        let file: String
        let line: UInt
        let column: UInt
    }

    /// One address per distinct oversized call site, each of a byte allocated for it and never freed: there are no
    /// more of them than call sites.
    private static let oversizedCallSites = Locked([OversizedCallSite: FileAddress]())

    /// The address that stands for an oversized call site's file, line and column, the same for equal call sites.
    ///
    /// Reached only by a call site whose line, column or file name does not fit the call-site word: generated code
    /// with very long lines, or an explicit `line:` or `column:` argument. Each of its reads takes a lock here.
    @usableFromInline
    static func oversizedCallSiteAddress(fileID: StaticString, line: UInt, column: UInt) -> FileAddress {
        let callSite = OversizedCallSite(file: fileID.description, line: line, column: column)
        return oversizedCallSites.withLock { addresses in
            if let address = addresses[callSite] { return address }
            let address = FileAddress(
                rawValue: Int(bitPattern: UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)))
            addresses[callSite] = address
            return address
        }
    }
}
