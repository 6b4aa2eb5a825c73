import Foundation

/// How the measured `navgen` links the Swift runtime and Foundation, read from its ELF file's `DT_NEEDED` entries.
/// It matters to the whole-process figures: a dynamically linked navgen binds thousands of their symbols before
/// `main`, one built with `swift build --static-swift-stdlib` does not.
enum SwiftRuntimeLinking: String, Codable {
    case `static`
    case dynamic
    /// Not a 64-bit little-endian ELF file (another platform) or not readable.
    case unknown

    init(executable path: String) {
        // Mapped, not read: only the pages looked at are touched, so this process stays small for the
        // whole-process runs' peak memory (Linux carries a parent's resident size into its child's).
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped),
              let needed = Self.neededLibraries(in: data) else {
            self = .unknown
            return
        }
        self = needed.contains { $0.hasPrefix("libswiftCore.so") } ? .dynamic : .static
    }

    var summary: String {
        switch self {
        case .static: "navgen links the Swift runtime and Foundation statically (built with --static-swift-stdlib)"
        case .dynamic: "navgen links the Swift runtime and Foundation dynamically (build with --static-swift-stdlib to measure the self-contained binary)"
        case .unknown: "how navgen links the Swift runtime is unknown (not a 64-bit ELF file)"
        }
    }

    /// The shared libraries an ELF file names: its dynamic segment's `DT_NEEDED` strings, found in the string
    /// table that `DT_STRTAB` addresses (a virtual address, mapped to the file through the loadable segments).
    static func neededLibraries(in bytes: Data) -> [String]? {
        guard bytes.count >= 64, bytes[0..<4].elementsEqual([0x7F, 0x45, 0x4C, 0x46]), bytes[4] == 2, bytes[5] == 1 else { return nil }
        func integer(_ offset: Int, _ size: Int) -> Int? {
            guard offset >= 0, offset + size <= bytes.count else { return nil }
            var value = 0
            for index in (0..<size).reversed() { value = value << 8 | Int(bytes[offset + index]) }
            return value
        }
        guard let headerOffset = integer(0x20, 8), let headerSize = integer(0x36, 2), let headerCount = integer(0x38, 2) else { return nil }
        var loads: [(address: Int, offset: Int, size: Int)] = []
        var dynamic: (offset: Int, size: Int)?
        for index in 0..<headerCount {
            let header = headerOffset + index * headerSize
            guard let type = integer(header, 4), let offset = integer(header + 8, 8), let address = integer(header + 16, 8),
                  let size = integer(header + 32, 8) else { return nil }
            if type == 1 { loads.append((address, offset, size)) }
            if type == 2 { dynamic = (offset, size) }
        }
        guard let dynamic else { return [] }
        var neededOffsets: [Int] = []
        var stringTable: Int?
        for entry in stride(from: dynamic.offset, to: dynamic.offset + dynamic.size, by: 16) {
            guard let tag = integer(entry, 8), let value = integer(entry + 8, 8), tag != 0 else { break }
            if tag == 1 { neededOffsets.append(value) }
            if tag == 5 { stringTable = value }
        }
        guard let stringTable,
              let segment = loads.first(where: { stringTable >= $0.address && stringTable < $0.address + $0.size }) else { return nil }
        let tableOffset = stringTable - segment.address + segment.offset
        return neededOffsets.compactMap { offset in
            let start = tableOffset + offset
            guard start < bytes.count, let end = bytes[start...].firstIndex(of: 0) else { return nil }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
    }
}
