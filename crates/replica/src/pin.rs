//! How a follower checks its leader's certificate (`--leader-ca FILE`): a certificate that is
//! exactly one of FILE's is **pinned**, and taken when it is within its validity dates and
//! names the leader's address, whatever its basic constraints say (a self-signed certificate
//! made by `openssl req -x509` has `CA:TRUE`, which webpki refuses for a server: so did the
//! follower before). Any other certificate is checked by webpki with FILE's certificates as
//! roots. The handshake's signatures are checked by rustls either way: the leader must hold the
//! certificate's key.

use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::client::WebPkiServerVerifier;
use rustls::crypto::{verify_tls12_signature, verify_tls13_signature, CryptoProvider};
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{CertificateError, DigitallySignedStruct, Error, SignatureScheme};
use std::sync::Arc;

/// A leader's certificate: one of the pinned ones, or one webpki takes from the roots.
#[derive(Debug)]
pub(crate) struct LeaderVerifier {
    pinned: Vec<CertificateDer<'static>>,
    /// Absent when no certificate of the file could be a root.
    webpki: Option<Arc<WebPkiServerVerifier>>,
    provider: Arc<CryptoProvider>,
}

impl LeaderVerifier {
    /// Pins `certs` and trusts them as roots too.
    pub(crate) fn new(
        certs: Vec<CertificateDer<'static>>,
        provider: Arc<CryptoProvider>,
    ) -> LeaderVerifier {
        let mut roots = rustls::RootCertStore::empty();
        for cert in &certs {
            // A certificate webpki cannot take as a root can still be pinned.
            let _ = roots.add(cert.clone());
        }
        let webpki = match roots.is_empty() {
            true => None,
            false => {
                WebPkiServerVerifier::builder_with_provider(Arc::new(roots), Arc::clone(&provider))
                    .build()
                    .ok()
            }
        };
        LeaderVerifier {
            pinned: certs,
            webpki,
            provider,
        }
    }

    /// A pinned certificate's dates and name. Its dates are checked by webpki's own path
    /// check, with the certificate as its only root: webpki checks a certificate's validity
    /// before its basic constraints, so a pinned `CA:TRUE` certificate that fails only as
    /// `CaUsedAsEndEntity` is within its dates.
    fn pinned_is_valid(
        &self,
        cert: &CertificateDer<'_>,
        server_name: &ServerName<'_>,
        now: UnixTime,
    ) -> Result<(), Error> {
        let bad = |e: webpki::Error| Error::InvalidCertificate(certificate_error(e));
        let end_entity = webpki::EndEntityCert::try_from(cert).map_err(bad)?;
        end_entity
            .verify_is_valid_for_subject_name(server_name)
            .map_err(bad)?;
        let anchors = [webpki::anchor_from_trusted_cert(cert).map_err(bad)?];
        let checked = end_entity.verify_for_usage(
            self.provider.signature_verification_algorithms.all,
            &anchors,
            &[],
            now,
            webpki::KeyUsage::server_auth(),
            None,
            None,
        );
        match checked.map(drop) {
            Ok(()) | Err(webpki::Error::CaUsedAsEndEntity) => Ok(()),
            Err(e) => Err(bad(e)),
        }
    }
}

/// webpki's refusal as rustls names it (the cases a pinned certificate meets; the others
/// keep their text).
fn certificate_error(e: webpki::Error) -> CertificateError {
    match e {
        webpki::Error::CertExpired { .. } => CertificateError::Expired,
        webpki::Error::CertNotValidYet { .. } => CertificateError::NotValidYet,
        webpki::Error::CertNotValidForName(_) => CertificateError::NotValidForName,
        other => CertificateError::Other(rustls::OtherError(Arc::new(other))),
    }
}

impl ServerCertVerifier for LeaderVerifier {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp_response: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, Error> {
        if self
            .pinned
            .iter()
            .any(|c| c.as_ref() == end_entity.as_ref())
        {
            self.pinned_is_valid(end_entity, server_name, now)?;
            return Ok(ServerCertVerified::assertion());
        }
        match &self.webpki {
            Some(webpki) => webpki.verify_server_cert(
                end_entity,
                intermediates,
                server_name,
                ocsp_response,
                now,
            ),
            None => Err(Error::InvalidCertificate(CertificateError::UnknownIssuer)),
        }
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, Error> {
        verify_tls12_signature(
            message,
            cert,
            dss,
            &self.provider.signature_verification_algorithms,
        )
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, Error> {
        verify_tls13_signature(
            message,
            cert,
            dss,
            &self.provider.signature_verification_algorithms,
        )
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.provider
            .signature_verification_algorithms
            .supported_schemes()
    }
}
