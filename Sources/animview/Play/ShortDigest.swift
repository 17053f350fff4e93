/// A short FNV-1a digest of bytes, in hexadecimal: names a cache folder or a fingerprint of files, where what matters is
/// that a change changes it (it is not a defence against anyone making two inputs collide).
func shortDigest(_ bytes: some Sequence<UInt8>) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return String(hash, radix: 16)
}
