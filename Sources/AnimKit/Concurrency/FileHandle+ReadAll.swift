import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension FileHandle {
    /// Everything left to read, up to the end of the stream. Foundation's `readDataToEndOfFile()` stops the program
    /// when a signal interrupts its read (a child process ending sends one); this reads again after an interruption
    /// and ends at the end of the stream or on any other error.
    package func readAllRetryingInterrupts() -> Data {
        var data = Data(), buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return data
            }
        }
    }
}
